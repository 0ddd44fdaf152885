/**
 * Idempotency-Key on POST/PUT/DELETE (docs/architecture.md, Orders): a retried request gets the first answer again and
 * nothing is done twice; a key reused for something else is refused; keys belong to their user.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../contract/orders/constants';
import { idempotencyKeys } from '../db/schema';
import type { Payments } from '../integrations/payments';
import { manualRefunds } from '../integrations/payments';
import { writesOf } from '../../../tests/support/db-state';
import {
  act,
  eventsOf,
  GUEST,
  menuOf,
  newOrder,
  orderIn,
  orderRow,
  ordersOfGuest,
} from '../../../tests/support/orders';
import { useTestApp } from '../../../tests/support/test-app';
import { userId } from '../../../tests/support/users';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

/** Refunds that fail (as a provider that is down) until told to work. */
function flakyPayments() {
  let failing = true;
  let calls = 0;
  const payments: Payments = {
    kind: 'provider',
    async refund(input) {
      calls += 1;
      if (failing) throw new Error('payment provider unreachable');
      return manualRefunds.refund(input);
    },
  };
  return { payments, recover: () => (failing = false), calls: () => calls };
}
const flaky = flakyPayments();
const t = useTestApp({ payments: flaky.payments });

describe('the same key again', () => {
  it("replays the first answer (status and body) with 'idempotent-replayed: true'; the order changes once", async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const headers = key('accept');
    const kitchen = await t.asBistro();
    const first = await act(t, kitchen, 'accept', { id: order._id }, headers);
    const again = await writesOf(t.db, () => act(t, kitchen, 'accept', { id: order._id }, headers));
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(200);
    // Nothing at all is written for the replay: no order change, no history, no system log.
    expect(again.wrote).toEqual([]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(again.json.Message).toBe(M.accepted);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'confirmed', version: 2 });
    expect((await eventsOf(t, order._id)).filter((e) => e.action === 'accept')).toHaveLength(1);
  });

  it('replays a refusal too: a 409 stays a 409, and the action is not tried again', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'completed');
    const headers = key('late-accept');
    const first = await act(t, await t.asBistro(), 'accept', { id: order._id }, headers);
    const again = await act(t, await t.asBistro(), 'accept', { id: order._id }, headers);
    expect(first.status).toBe(409);
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
  });

  it('refuses the same key with another body: 422, and the other request is not done', async () => {
    const [one, two] = [await newOrder(t, 'Demo Bistro'), await newOrder(t, 'Demo Bistro')];
    const headers = key('reuse');
    expect((await act(t, await t.asBistro(), 'accept', { id: one._id }, headers)).status).toBe(200);
    const other = await act(t, await t.asBistro(), 'accept', { id: two._id }, headers);
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ Message: IDEMPOTENCY_MESSAGES.reused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await orderRow(t, two._id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('keeps keys per user: another user may use the same key for their own request', async () => {
    const [one, two] = [await newOrder(t, 'Demo Bistro'), await newOrder(t, 'Demo Bistro')];
    const headers = key('shared');
    const kitchen = await act(t, await t.asBistro(), 'accept', { id: one._id }, headers);
    const waiter = await act(t, await t.asWaiter(), 'decline', { id: two._id, reason: 'Out of stock' }, headers);
    expect(kitchen.status).toBe(200);
    expect(waiter.status).toBe(200);
    expect(waiter.headers['idempotent-replayed']).toBeUndefined();
    expect(waiter.json.Message).toBe(M.declined);
    expect((await orderRow(t, two._id)).status).toBe('cancelled');
  });

  it('answers 409 while the first request with the key is still being worked on', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const headers = key('in-flight');
    await act(t, await t.asBistro(), 'accept', { id: order._id }, headers);
    // As if the first request had claimed the key and not answered yet.
    const owner = await userId(t, 'bistro@example.com');
    await t.db
      .update(idempotencyKeys)
      .set({ statusCode: null, response: null })
      .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, headers['idempotency-key'])));
    const res = await act(t, await t.asBistro(), 'accept', { id: order._id }, headers);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect((await orderRow(t, order._id)).version).toBe(2);
  });

  it('frees the key after a server error, so the retry does the work (once)', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'confirmed');
    const headers = key('refund');
    const failed = await act(t, await t.asBistro(), 'refund', { id: order._id, reason: 'Wrong dish served' }, headers);
    expect(failed.status).toBe(500);
    // The refund failed inside the transaction: the status change was rolled back with it.
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'confirmed', version: 2, refund: null });

    flaky.recover();
    const retried = await act(t, await t.asBistro(), 'refund', { id: order._id, reason: 'Wrong dish served' }, headers);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await act(
      t,
      await t.asBistro(),
      'refund',
      { id: order._id, reason: 'Wrong dish served' },
      headers,
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'refunded', version: 3 });
    expect(flaky.calls()).toBe(2);
  });
});

describe('the same key twice at once', () => {
  it('does the work once: the other request is replayed or told to wait (409)', async () => {
    for (let i = 0; i < 4; i++) {
      const order = await newOrder(t, 'Demo Bistro');
      const headers = key('double-tap');
      const kitchen = await t.asBistro();
      const answers = await Promise.all([
        act(t, kitchen, 'accept', { id: order._id }, headers),
        act(t, kitchen, 'accept', { id: order._id }, headers),
      ]);
      const fresh = answers.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined);
      expect(fresh).toHaveLength(1);
      const other = answers.find((r) => r !== fresh[0])!;
      // Either outcome is right, depending on whether the first had answered yet.
      if (other.headers['idempotent-replayed'] === 'true')
        expect([other.status, other.json]).toEqual([200, fresh[0].json]);
      else
        expect([other.status, other.json]).toEqual([
          409,
          { Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
        ]);
      expect(await orderRow(t, order._id)).toMatchObject({ status: 'confirmed', version: 2 });
    }
  });
});

describe('placing an order with a key', () => {
  it('does not create a second order when the customer app retries', async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const guest = { ...GUEST, name: 'Retrying Guest' };
    const body = {
      restaurant: await t.restaurantId('Demo Bistro'),
      lines: [{ menu: menu.item('Coffee'), qty: 2 }],
      dineIn: false,
      paymentType: 'card',
      guest,
    };
    const headers = key('place');
    const ip = '10.200.0.1';
    const first = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip });
    const again = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.data._id).toBe(first.json.data._id);
    expect(await ordersOfGuest(t, 'Demo Bistro', 'Retrying Guest')).toHaveLength(1);
  });
});

describe('a malformed key', () => {
  it.each([
    ['an empty key', ''],
    ['a key longer than 200 characters', 'k'.repeat(201)],
    ['a key with spaces', 'my key'],
    ['a key with a non-ASCII character', 'nøgle-1'],
  ])('%s is refused with 400, and nothing is done', async (_, value) => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'accept', { id: order._id }, { 'idempotency-key': value });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ Message: IDEMPOTENCY_MESSAGES.badKey, code: 'BAD_REQUEST' });
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('is refused on placing an order too, and no order is stored', async () => {
    const res = await t.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant: await t.restaurantId('Demo Bistro'),
        lines: [{ menu: (await menuOf(t, 'Demo Bistro')).item('Coffee'), qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: { name: 'Badly Keyed Guest' },
      },
      headers: { 'idempotency-key': 'two words' },
    });
    expect(res.status).toBe(400);
    expect(await ordersOfGuest(t, 'Demo Bistro', 'Badly Keyed Guest')).toEqual([]);
  });

  it('a key of exactly 200 visible characters is fine', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'accept', { id: order._id }, { 'idempotency-key': 'k'.repeat(200) });
    expect(res.status).toBe(200);
  });
});
