/** A take-away order completed tells the restaurant's staff phones it is ready; once, whoever asks again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPushService, type LocalPushService } from '../../../../tests/support/push-service';
import { act, actionBody, newOrder } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { enqueueOrderReadyPush } from './order-ready';

const t = useTestApp();
let push: LocalPushService;
beforeAll(async () => {
  push = await startLocalPushService();
  push.expectKey((await t.call(await t.asWaiter(), 'GET', '/staffpush/key')).json.publicKey as string);
  for (const [token, name] of [
    [await t.asWaiter(), 'waiter'],
    [await t.asHarbour(), 'harbour'],
  ] as const)
    await t.call(token, 'POST', '/staffpush/subscribe', { body: push.device(name).subscription });
});
afterAll(async () => push?.close());

const pushesOf = async (fn: () => Promise<unknown>) => {
  const from = push.deliveries.length;
  await fn();
  return push.deliveries.slice(from);
};
const acted = async (action: 'accept' | 'complete', id: string) => {
  const res = await act(t, await t.asBistro(), action, actionBody(action, id));
  expect(res.status).toBe(200);
};

describe('order ready', () => {
  it("a take-away order completed: 'Order D-… is ready' on the restaurant's phones, opening the orders screen", async () => {
    const order = await newOrder(t, 'Demo Bistro', { guest: { name: 'Ida', mobilenumber: '+45 11223344' } });
    expect(await pushesOf(() => acted('accept', order._id))).toEqual([]);
    const pushes = await pushesOf(() => acted('complete', order._id));
    expect(pushes.map((d) => d.device)).toEqual(['waiter']);
    const restaurant = await t.restaurantId('Demo Bistro');
    expect(pushes[0].message).toEqual({
      type: 'ready',
      tag: order._id,
      orderId: order._id,
      title: `Order ${order.refNo} is ready`,
      body: 'Take-away, Ida',
      url: `/orders-dashboard?restaurant=${restaurant}`,
    });
    expect(push.refusals).toEqual([]);
  });

  it('a dine-in order completed: no push (the waiter brings it to the table)', async () => {
    const order = await newOrder(t, 'Demo Bistro', { dineIn: true, tablenumber: 4 });
    await acted('accept', order._id);
    expect(await pushesOf(() => acted('complete', order._id))).toEqual([]);
  });

  it('complete all: each take-away order among them', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    await acted('accept', order._id);
    const restaurant = await t.restaurantId('Demo Bistro');
    const pushes = await pushesOf(async () => {
      const res = await t.call(await t.asBistro(), 'POST', '/orders/restaurant/completeall', { body: { restaurant } });
      expect(res.status).toBe(200);
    });
    expect(pushes.map((d) => d.message.title)).toContain(`Order ${order.refNo} is ready`);
  });

  it('is pushed once per order, however many changes ask for it', async () => {
    const order = await newOrder(t, 'Demo Bistro', { dineIn: true, tablenumber: 6 });
    await acted('accept', order._id);
    const first = await t.db.transaction((tx) => enqueueOrderReadyPush(tx, order._id));
    const pushes = await pushesOf(() => t.jobs.runNow([first]));
    expect(pushes.map((d) => `${d.device} ${d.message.title} ${d.message.body}`)).toEqual([
      `waiter Order ${order.refNo} is ready Table 6, Test Guest`,
    ]);
    const again = await t.db.transaction((tx) => enqueueOrderReadyPush(tx, order._id));
    expect(again).toBe(first);
    expect(await pushesOf(() => t.jobs.runDueJobs(new Date(Date.now() + 3_600_000)))).toEqual([]);
  });
});
