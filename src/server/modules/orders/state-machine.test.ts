/**
 * The order state machine (the spec's states and transitions) over HTTP: every allowed transition with the spec's
 * message, every other one refused with 409 and nothing changed.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_MESSAGES as M,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../contract/orders/constants';
import { orders } from '../../db/schema';
import { writesOf } from '../../../../tests/support/db-state';
import { act, actionBody, eventsOf, newOrder, orderIn, orderRow, type Action } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { conflictMessage } from './actions';

const t = useTestApp();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const MANUAL_REFUND =
  /^Order successfully refunded\. No payment provider is configured: refund \d+\.\d{2} DKK to the customer manually\.$/;

describe('allowed transitions', () => {
  it("accept: pending → confirmed, 'Order accepted'", async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asWaiter(), 'accept', { id: order._id, orderid: order.id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.Message).toBe(M.accepted);
    expect(res.json.data).toMatchObject({
      _id: order._id,
      status: 'confirmed',
      acceptedAt: expect.any(String),
      prepMinutes: null,
      version: 2,
    });
    expect((await orderRow(t, order._id)).status).toBe('confirmed');
    const events = await eventsOf(t, order._id);
    expect(events.at(-1)).toMatchObject({
      action: 'accept',
      fromStatus: 'pending',
      toStatus: 'confirmed',
      userName: 'Bistro Waiter',
    });
  });

  it("accept of an advance order: needs a preparation time (403 on time), then 'Advance  order accepted '", async () => {
    const order = await newOrder(t, 'Demo Bistro', { isAdvanceOrder: true, advanceOrderDate: inAnHour() });
    const without = await act(t, await t.asBistro(), 'accept', { id: order._id });
    expect(without.status).toBe(403);
    expect(without.json).toEqual({
      Message: [{ param: 'time', msg: 'Please choose a preparation time for this advance order' }],
      code: 'VALIDATION',
    });
    expect((await orderRow(t, order._id)).status).toBe('pending');

    const res = await act(t, await t.asBistro(), 'accept', { id: order._id, time: 25 });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe('Advance  order accepted ');
    expect(res.json.data).toMatchObject({ status: 'confirmed', prepMinutes: 25, version: 2 });
  });

  it("long wait: pending → confirmed with the preparation time, 'Order accepted as long wait'", async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'longwait', { id: order._id, time: 45, comment: 'Busy night' });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe(M.longWait);
    expect(res.json.data).toMatchObject({ status: 'confirmed', prepMinutes: 45, comment: 'Busy night', version: 2 });
  });

  it('long wait needs a time (403 on time) and is not for advance orders (409)', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const without = await act(t, await t.asBistro(), 'longwait', { id: order._id });
    expect(without.status).toBe(403);
    expect(without.json).toEqual({
      Message: [{ param: 'time', msg: 'Please choose a preparation time' }],
      code: 'VALIDATION',
    });

    const advance = await newOrder(t, 'Demo Bistro', { isAdvanceOrder: true, advanceOrderDate: inAnHour() });
    const res = await act(t, await t.asBistro(), 'longwait', { id: advance._id, time: 20 });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      Message: 'An advance order is accepted with a preparation time, not as long wait.',
      code: 'CONFLICT',
    });
    expect(await orderRow(t, advance._id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it("decline: pending → cancelled with the reason, 'Order declined'", async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'decline', { id: order._id, reason: 'Restaurant closing' });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe(M.declined);
    expect(res.json.data).toMatchObject({ status: 'cancelled', reason: 'Restaurant closing', version: 2 });
  });

  it("decline without a reason: 403 'Please select a reason above.', the order stays pending", async () => {
    const order = await newOrder(t, 'Demo Bistro');
    for (const body of [{ id: order._id }, { id: order._id, reason: '' }, { id: order._id, reason: '   ' }]) {
      const res = await act(t, await t.asBistro(), 'decline', body);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        Message: [{ param: 'reason', msg: 'Please select a reason above.' }],
        code: 'VALIDATION',
      });
    }
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it("complete: confirmed → completed, 'Order completed'", async () => {
    const order = await orderIn(t, 'Demo Bistro', 'confirmed');
    const res = await act(t, await t.asWaiter(), 'complete', { id: order._id });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe(M.completed);
    expect(res.json.data).toMatchObject({ status: 'completed', completedAt: expect.any(String), version: 3 });
  });

  it.each(['confirmed', 'completed'] as const)(
    "refund of a %s order: → refunded, 'Order successfully refunded' and a manual refund recorded",
    async (from) => {
      const order = await orderIn(t, 'Demo Bistro', from);
      const res = await act(t, await t.asBistro(), 'refund', actionBody('refund', order._id));
      expect(res.status).toBe(200);
      expect(res.json.Message).toMatch(MANUAL_REFUND);
      expect(res.json.Message).toContain(`refund ${order.total.toFixed(2)} DKK`);
      expect(res.json.data).toMatchObject({
        status: 'refunded',
        refund: { method: 'manual', reference: expect.stringMatching(/^manual-/), at: expect.any(String) },
      });
      expect((await orderRow(t, order._id)).refund).toMatchObject({ method: 'manual' });
    },
  );

  it("answers 404 'Order not found' for an order that does not exist", async () => {
    const res = await act(t, await t.asBistro(), 'accept', { id: 'a'.repeat(24) });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ Message: M.notFound, code: 'NOT_FOUND' });
  });
});

const ACTIONS = Object.keys(ORDER_ACTIONS) as Action[];
const disallowed = ORDER_STATUSES.flatMap((status) =>
  ACTIONS.filter((action) => !(ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status)).map(
    (action) => ({ status, action }),
  ),
);

describe('disallowed transitions', () => {
  it('covers every status and action pair the state machine refuses', () => {
    expect(disallowed).toHaveLength(5 * 5 - 6);
  });

  it.each(disallowed)('$action of a $status order: 409 with a message, nothing changed', async ({ status, action }) => {
    const order = await orderIn(t, 'Demo Bistro', status);
    const before = await orderRow(t, order._id);
    const kitchen = await t.asBistro();
    const res = await writesOf(t.db, () => act(t, kitchen, action, { ...actionBody(action, order._id), time: 20 }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: conflictMessage(order.refNo, status, action), code: 'ORDER_STATE_CONFLICT' });
    expect(res.wrote).toEqual([]);
    expect(await orderRow(t, order._id)).toEqual(before);
  });
});

describe('complete all', () => {
  it("completes only this restaurant's confirmed orders: 'All confirmed orders successfully completed'", async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const harbour = await t.restaurantId('Harbour Grill');
    await orderIn(t, 'Demo Bistro', 'confirmed');
    const pending = await newOrder(t, 'Demo Bistro');
    const confirmedIn = async (restaurantId: string) =>
      (
        await t.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.restaurantId, restaurantId), eq(orders.status, 'confirmed')))
      )
        .map((o) => o.id)
        .sort();
    const bistroConfirmed = await confirmedIn(bistro);
    const harbourConfirmed = await confirmedIn(harbour);
    expect(bistroConfirmed.length).toBeGreaterThan(1);
    expect(harbourConfirmed.length).toBeGreaterThan(0);

    const res = await t.call(await t.asWaiter(), 'POST', '/orders/restaurant/completeall', {
      body: { restaurant: bistro },
    });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe(M.allCompleted);
    expect(res.json.data.map((o: { _id: string }) => o._id).sort()).toEqual(bistroConfirmed);
    expect(
      res.json.data.every(
        (o: { status: string; completedAt: string | null }) => o.status === 'completed' && o.completedAt,
      ),
    ).toBe(true);

    expect(await confirmedIn(bistro)).toEqual([]);
    expect(await confirmedIn(harbour)).toEqual(harbourConfirmed);
    expect((await orderRow(t, pending._id)).status).toBe('pending');
    expect((await eventsOf(t, bistroConfirmed[0])).at(-1)).toMatchObject({
      action: 'completeall',
      fromStatus: 'confirmed',
      toStatus: 'completed',
    });
  });

  it('with nothing confirmed, completes nothing and says so with the same message', async () => {
    const res = await t.call(await t.asBistro(), 'POST', '/orders/restaurant/completeall', {
      body: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: M.allCompleted, data: [] });
  });
});
