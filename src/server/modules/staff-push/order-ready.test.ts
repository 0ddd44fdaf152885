/**
 * An order turning ready tells the restaurant's staff phones: a take-away order completed, or the last of its kitchen
 * stations done. Once per order, whoever asks again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StationsAnswer } from '../../../contract/restaurant-config/stations/schemas';
import { jobs } from '../../db/schema';
import { startLocalPushService, type LocalPushService } from '../../../../tests/support/push-service';
import { act, actionBody, menuOf, newOrder } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { enqueueOrderReadyPush, ORDER_READY_PUSH_JOB } from './order-ready';

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

describe('order ready when its kitchen stations are done', () => {
  const stations = async () => {
    const res = await t.call(await t.asWaiter(), 'GET', '/restaurant/stations', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    const { stations: list } = res.json.data as StationsAnswer;
    return {
      kitchen: list.find((s) => s.name === 'Kitchen printer')!.id,
      bar: list.find((s) => s.name === 'Bar station')!.id,
    };
  };
  /** Risotto for the kitchen, lemonade for the bar, at table 3. */
  const foodAndDrink = async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const order = await newOrder(t, 'Demo Bistro', {
      dineIn: true,
      tablenumber: 3,
      lines: [
        { menu: menu.item('Mushroom risotto'), qty: 1 },
        { menu: menu.item('Elderflower lemonade'), qty: 1 },
      ],
    });
    await acted('accept', order._id);
    return order;
  };
  const put = async (path: string, body: Record<string, unknown>) => {
    const res = await t.call(await t.asWaiter(), 'PUT', `/orders/restaurant/${path}`, { body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  };
  const readyJobs = (orderId: string) =>
    t.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, ORDER_READY_PUSH_JOB), eq(jobs.key, orderId)));
  const titles = (pushes: Awaited<ReturnType<typeof pushesOf>>) =>
    pushes.map((d) => `${d.device} ${d.message.title} ${d.message.body}`);

  it('the last station done pushes "Order … is ready" once; a station recalled and done again does not push again', async () => {
    const { kitchen, bar } = await stations();
    const order = await foodAndDrink();
    expect(await pushesOf(() => put('station-done', { id: order._id, station: kitchen }))).toEqual([]);
    expect(await readyJobs(order._id)).toEqual([]);

    expect(titles(await pushesOf(() => put('station-done', { id: order._id, station: bar })))).toEqual([
      `waiter Order ${order.refNo} is ready Table 3, Test Guest`,
    ]);
    expect(await readyJobs(order._id)).toEqual([{ status: 'done' }]);

    const again = await pushesOf(async () => {
      await put('recall', { id: order._id, station: bar });
      await put('station-done', { id: order._id, station: bar });
      await t.jobs.runDueJobs(new Date(Date.now() + 3_600_000));
    });
    expect(again).toEqual([]);
    expect(await readyJobs(order._id)).toEqual([{ status: 'done' }]);
  });

  it('the last open line crossed off makes its station done, and the order ready when it was the last station', async () => {
    const { kitchen } = await stations();
    const order = await foodAndDrink();
    expect(await pushesOf(() => put('line-done', { id: order._id, line: 1 }))).toEqual([]);
    expect(titles(await pushesOf(() => put('line-done', { id: order._id, line: 0 })))).toEqual([
      `waiter Order ${order.refNo} is ready Table 3, Test Guest`,
    ]);
    expect(await pushesOf(() => put('station-done', { id: order._id, station: kitchen }))).toEqual([]);
  });
});
