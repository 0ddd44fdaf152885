/**
 * A call nobody answers: pushed to the waiters again after the restaurant's re-notify time (60 s unless set), then to
 * its admins at twice that; nothing once it was answered. Checked with the local push service, which decrypts each
 * push as a phone would (tests/support/push-service.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema';
import { startLocalPushService, type LocalPushService } from '../../../../tests/support/push-service';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
let push: LocalPushService;
beforeAll(async () => {
  push = await startLocalPushService();
  push.expectKey((await t.call(await t.asWaiter(), 'GET', '/staffpush/key')).json.publicKey as string);
  const devices = [
    [await t.asWaiter(), 'waiter'],
    [await t.asBistro(), 'bistro admin'],
    [await t.asHarbour(), 'harbour admin'],
  ] as const;
  for (const [token, name] of devices)
    expect((await t.call(token, 'POST', '/staffpush/subscribe', { body: push.device(name).subscription })).status).toBe(
      200,
    );
});
afterAll(async () => push?.close());

/** A new call; answers its id and when it was made. */
const callFrom = async (tablenumber: number, restaurant = 'Demo Bistro') => {
  const res = await t.call(null, 'POST', '/mobile/callawaiter', {
    body: { restaurant: await t.restaurantId(restaurant), tablenumber, name: 'Maja' },
  });
  expect(res.status).toBe(201);
  return { id: res.json.data._id as string, at: new Date(res.json.data.Date as string).getTime() };
};
/** Runs the job queue as it would run `seconds` after `at`; answers what reached the devices meanwhile. */
const after = async (at: number, seconds: number) => {
  const from = push.deliveries.length;
  await t.jobs.runDueJobs(new Date(at + seconds * 1000));
  return push.deliveries.slice(from);
};
const seen = (list: typeof push.deliveries) => list.map((d) => `${d.device} ${d.message.type}`).sort();

describe('an unanswered call', () => {
  it('is pushed to the waiters again after 60 s, then to the admins only after 120 s, once each', async () => {
    const call = await callFrom(7);
    expect(await after(call.at, 59)).toEqual([]);
    const again = await after(call.at, 60);
    expect(seen(again)).toEqual(['bistro admin call', 'waiter call']);
    expect(again[0].message).toMatchObject({
      type: 'call',
      tag: call.id,
      callId: call.id,
      title: 'Table 7 still calls a waiter',
      body: 'Maja, waiting 60 s',
      renotify: true,
    });
    expect(await after(call.at, 119)).toEqual([]);
    const escalated = await after(call.at, 120);
    expect(seen(escalated)).toEqual(['bistro admin call']);
    expect(escalated[0].message).toMatchObject({
      title: 'No waiter answered table 7',
      body: 'Maja, waiting 2 min',
      renotify: true,
    });
    expect(await after(call.at, 3600)).toEqual([]);
    expect(push.refusals).toEqual([]);
    await t.call(await t.asWaiter(), 'POST', '/callawaiter/accept', { body: { id: call.id } });
  });

  it('answered in time: no reminder and no escalation, only the close', async () => {
    const call = await callFrom(8);
    const from = push.deliveries.length;
    await t.call(await t.asWaiter(), 'POST', '/callawaiter/reject', { body: { id: call.id } });
    expect(seen(push.deliveries.slice(from))).toEqual(['bistro admin close', 'waiter close']);
    expect(await after(call.at, 3600)).toEqual([]);
  });

  it('answered after the reminder: closed on every phone, and not escalated', async () => {
    const call = await callFrom(9);
    expect(seen(await after(call.at, 60))).toEqual(['bistro admin call', 'waiter call']);
    const from = push.deliveries.length;
    await t.call(await t.asBistro(), 'POST', '/callawaiter/accept', { body: { id: call.id } });
    expect(seen(push.deliveries.slice(from))).toEqual(['bistro admin close', 'waiter close']);
    expect(await after(call.at, 120)).toEqual([]);
  });

  it("follows the restaurant's own re-notify time, set in its settings", async () => {
    const harbour = await t.restaurantId('Harbour Grill');
    const res = await t.call(await t.asHarbour(), 'PUT', '/restaurant/edit', {
      body: { id: harbour, callawaiterrenotifyseconds: 20 },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, harbour));
    expect(row.callawaiterrenotifyseconds).toBe(20);
    const call = await callFrom(3, 'Harbour Grill');
    expect(await after(call.at, 19)).toEqual([]);
    expect(seen(await after(call.at, 20))).toEqual(['harbour admin call']);
    expect(seen(await after(call.at, 40))).toEqual(['harbour admin call']);
    await t.call(await t.asHarbour(), 'POST', '/callawaiter/accept', { body: { id: call.id } });
  });

  it('refuses a re-notify time out of range, with the field named', async () => {
    const res = await t.call(await t.asBistro(), 'PUT', '/restaurant/edit', {
      body: { id: await t.restaurantId('Demo Bistro'), callawaiterrenotifyseconds: 5 },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'callawaiterrenotifyseconds', msg: 'Notify again after must be between 15 and 3600 seconds' },
    ]);
  });

  it('a reminder that failed on one phone is retried to that phone only', async () => {
    const call = await callFrom(11);
    const device = push.device('flaky');
    await t.call(await t.asWaiter(), 'POST', '/staffpush/subscribe', { body: device.subscription });
    device.answer = 503;
    expect(seen(await after(call.at, 60))).toEqual(['bistro admin call', 'flaky call', 'waiter call']);
    device.answer = 201;
    // The queue retries a failed job 30 s later.
    expect(seen(await after(call.at, 91))).toEqual(['flaky call']);
    await t.call(await t.asWaiter(), 'POST', '/callawaiter/accept', { body: { id: call.id } });
  });
});
