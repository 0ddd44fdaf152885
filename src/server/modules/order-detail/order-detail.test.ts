/**
 * A refund needs a reason and is for RestaurantAdmin and platform admins only (server-enforced);
 * an order opens with its lines, status history (who and when), payment and refund.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { REFUND_REASON_REQUIRED } from '../../../contract/orders/constants';
import { notPermittedMessage } from '../../../contract/roles';
import { writesOf } from '../../../../tests/support/db-state';
import { act, eventsOf, newOrder, orderIn, orderRow } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

describe('refund', () => {
  it('a RestaurantUser (waiter) may not refund while their restaurant does not allow it: 403 saying so, nothing changes', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'completed');
    const before = await orderRow(t, order._id);
    const waiter = await t.asWaiter();
    const res = await writesOf(t.db, () => act(t, waiter, 'refund', { id: order._id, reason: 'Wrong dish served' }));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: notPermittedMessage('refund'), code: 'FORBIDDEN' });
    expect(res.wrote).toEqual([]);
    expect(await orderRow(t, order._id)).toEqual(before);
  });

  it.each([{}, { reason: '   ' }])(
    'without a reason (%j): 403 under the reason field, nothing changes',
    async (extra) => {
      const order = await orderIn(t, 'Demo Bistro', 'confirmed');
      const bistro = await t.asBistro();
      const res = await writesOf(t.db, () => act(t, bistro, 'refund', { id: order._id, ...extra }));
      expect(res.status).toBe(403);
      expect(res.json.Message).toEqual([{ param: 'reason', msg: REFUND_REASON_REQUIRED }]);
      expect(res.wrote).toEqual([]);
      expect((await orderRow(t, order._id)).status).toBe('confirmed');
    },
  );

  it.each([
    ['RestaurantAdmin', 'asBistro'],
    ['Admin', 'asAdmin'],
  ] as const)('a %s refunds with a reason: the order keeps the reason, the history says who', async (_role, who) => {
    const order = await orderIn(t, 'Demo Bistro', 'completed');
    const res = await act(t, await t[who](), 'refund', { id: order._id, reason: 'Cold food' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'refunded', reason: 'Cold food' });
    expect((await eventsOf(t, order._id)).at(-1)).toMatchObject({
      action: 'refund',
      toStatus: 'refunded',
      details: expect.objectContaining({ reason: 'Cold food' }),
    });
  });
});

describe('GET /orders/restaurant/detail', () => {
  const detail = async (token: string, id: string) =>
    t.call(token, 'GET', '/orders/restaurant/detail', { query: { id } });

  it('gives the lines, payment, refund and the status history with who and when, oldest first', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    expect((await act(t, await t.asWaiter(), 'accept', { id: order._id })).status).toBe(200);
    expect((await act(t, await t.asBistro(), 'refund', { id: order._id, reason: 'Wrong dish served' })).status).toBe(
      200,
    );
    const res = await detail(await t.asWaiter(), order._id);
    expect(res.status).toBe(200);
    const { data } = res.json;
    expect(data.order).toMatchObject({
      _id: order._id,
      status: 'refunded',
      paymentType: 'card',
      lines: [expect.objectContaining({ name: 'Coffee', qty: 1 })],
    });
    expect(data.order.refund).toMatchObject({ method: 'manual' });
    expect(
      data.events.map((e: { action: string; toStatus: string; userName: string }) => [
        e.action,
        e.toStatus,
        e.userName,
      ]),
    ).toEqual([
      ['placed', 'pending', 'Test Guest'],
      ['accept', 'confirmed', expect.any(String)],
      ['refund', 'refunded', expect.any(String)],
    ]);
    expect(data.events[1].userName).not.toBe('');
    expect(data.events[2]).toMatchObject({
      reason: 'Wrong dish served',
      fromStatus: 'confirmed',
      at: expect.any(String),
    });
    expect(data.restaurant).toMatchObject({
      Name: 'Demo Bistro',
      Address: expect.any(String),
      timezone: 'Europe/Copenhagen',
    });
  });

  it('staff of another restaurant get 403; an unknown order 404', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const other = await detail(await t.asHarbour(), order._id);
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
    expect((await detail(await t.asAdmin(), order._id)).status).toBe(200);
    expect((await detail(await t.asAdmin(), 'a'.repeat(24))).status).toBe(404);
  });
});
