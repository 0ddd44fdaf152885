/**
 * Two devices acting on one order at the same moment: the status check and the change are one
 * conditional UPDATE, so exactly one wins, the other is told (409), and the order changes once.
 */
import { describe, expect, it } from 'vitest';
import { act, actionBody, eventsOf, newOrder, orderIn, orderRow, type Action } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const ROUNDS = 8;
const RESULT: Record<Action, string> = {
  accept: 'confirmed',
  longwait: 'confirmed',
  decline: 'cancelled',
  complete: 'completed',
  refund: 'refunded',
};

/** Fires both actions at once (two devices: the kitchen tablet and the waiter's phone) and checks the outcome. */
async function race(order: { _id: string; version: number }, first: Action, second: Action) {
  // A refund is for RestaurantAdmin and admins only: then the second device is the platform admin's.
  const [tablet, phone] = [
    await t.asBistro(),
    first === 'refund' || second === 'refund' ? await t.asAdmin() : await t.asWaiter(),
  ];
  const [a, b] = await Promise.all([
    act(t, tablet, first, actionBody(first, order._id)),
    act(t, phone, second, actionBody(second, order._id)),
  ]);
  expect([a.status, b.status].sort(), JSON.stringify([a.json, b.json])).toEqual([200, 409]);
  const [winner, loser] = a.status === 200 ? [first, b] : [second, a];
  expect(loser.json.Message).toMatch(/^Order [A-Z]-\d{3} is (already|still) .+ Nothing was changed\.$/);
  const row = await orderRow(t, order._id);
  expect(row.status).toBe(RESULT[winner]);
  expect(row.version).toBe(order.version + 1);
  const done = (await eventsOf(t, order._id)).filter((e) => e.action === first || e.action === second);
  expect(done.map((e) => e.action)).toEqual([winner]);
}

describe('two devices at once', () => {
  it(`accept and decline of one pending order: exactly one wins (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) await race(await newOrder(t, 'Demo Bistro'), 'accept', 'decline');
  });

  it('the same action twice (both tablets press accept): one 200, one 409, accepted once', async () => {
    for (let i = 0; i < ROUNDS / 2; i++) await race(await newOrder(t, 'Demo Bistro'), 'accept', 'accept');
  });

  it('accept and long wait of one pending order: one wins', async () => {
    for (let i = 0; i < ROUNDS / 2; i++) await race(await newOrder(t, 'Demo Bistro'), 'longwait', 'accept');
  });

  it('refund of one confirmed order from two devices: one wins, refunded once', async () => {
    for (let i = 0; i < ROUNDS / 2; i++) await race(await orderIn(t, 'Demo Bistro', 'confirmed'), 'refund', 'refund');
  });

  it('complete of one confirmed order from two devices: one wins', async () => {
    for (let i = 0; i < ROUNDS / 2; i++)
      await race(await orderIn(t, 'Demo Bistro', 'confirmed'), 'complete', 'complete');
  });
});
