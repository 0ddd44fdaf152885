/**
 * Tenant isolation of the actions that name an order or a call by id (the contract matrix covers the
 * endpoints scoped by a restaurant field): Harbour Grill's staff can do nothing to Demo Bistro's, and back.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { writesOf } from '../../../../tests/support/db-state';
import { act, actionBody, callRow, newCall, orderIn, orderRow, type Action } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

const CASES: { action: Action; from: 'pending' | 'confirmed' | 'completed' }[] = [
  { action: 'accept', from: 'pending' },
  { action: 'longwait', from: 'pending' },
  { action: 'decline', from: 'pending' },
  { action: 'complete', from: 'confirmed' },
  { action: 'refund', from: 'confirmed' },
  { action: 'refund', from: 'completed' },
];

describe("another restaurant's orders", () => {
  it.each(CASES)(
    "$action of a $from Demo Bistro order by Harbour Grill's staff: 403, nothing changes",
    async ({ action, from }) => {
      const order = await orderIn(t, 'Demo Bistro', from);
      const before = await orderRow(t, order._id);
      const harbour = await t.asHarbour();
      const res = await writesOf(t.db, () => act(t, harbour, action, actionBody(action, order._id)));
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
      expect(await orderRow(t, order._id)).toEqual(before);
    },
  );

  it.each(['accept', 'decline'] as const)(
    "%s of a Harbour Grill order by Demo Bistro's staff (admin and waiter): 403",
    async (action) => {
      const order = await orderIn(t, 'Harbour Grill', 'pending');
      for (const token of [await t.asBistro(), await t.asWaiter()]) {
        const res = await act(t, token, action, actionBody(action, order._id));
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
      }
      expect(await orderRow(t, order._id)).toMatchObject({ status: 'pending', version: 1 });
    },
  );

  it("the 403 does not depend on the order's state: a finished Demo Bistro order is refused the same way, not with 409", async () => {
    const order = await orderIn(t, 'Demo Bistro', 'cancelled');
    const res = await act(t, await t.asHarbour(), 'accept', { id: order._id });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
  });

  it("complete-all of Demo Bistro by Harbour Grill's staff: 403, Demo Bistro's confirmed orders stay confirmed", async () => {
    const order = await orderIn(t, 'Demo Bistro', 'confirmed');
    const [harbour, bistro] = [await t.asHarbour(), await t.restaurantId('Demo Bistro')];
    const res = await writesOf(t.db, () =>
      t.call(harbour, 'POST', '/orders/restaurant/completeall', { body: { restaurant: bistro } }),
    );
    expect(res.status).toBe(403);
    expect(res.wrote).toEqual([]);
    expect((await orderRow(t, order._id)).status).toBe('confirmed');
  });
});

describe("another restaurant's calls", () => {
  it.each(['accept', 'reject'] as const)(
    "%s of a Demo Bistro call by Harbour Grill's staff: 403, the call stays open",
    async (outcome) => {
      const call = await newCall(t, 'Demo Bistro');
      const harbour = await t.asHarbour();
      const res = await writesOf(t.db, () =>
        t.call(harbour, 'POST', `/callawaiter/${outcome}`, { body: { id: call._id } }),
      );
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
      expect(await callRow(t, call._id)).toMatchObject({ status: 'preorder', handledBy: null });
    },
  );
});
