/**
 * Staff notifications end to end on the server, without outside network: the staff's devices subscribe with a local
 * push service (tests/support/push-service.ts) that checks each VAPID JWT and decrypts each payload with the keys
 * the test made as a browser would, so what it records is exactly what a phone would show.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, staffPushSubscriptions, vapidKeys } from '../../db/schema';
import { hashToken } from '../../http/session';
import { startLocalPushService, type Device, type LocalPushService } from '../../../../tests/support/push-service';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
let push: LocalPushService;
beforeAll(async () => {
  push = await startLocalPushService();
});
afterAll(async () => push?.close());

const subscribe = (token: string, device: Device) =>
  t.call(token, 'POST', '/staffpush/subscribe', { body: device.subscription });
const callFrom = async (tablenumber: number, restaurant = 'Demo Bistro') => {
  const res = await t.call(null, 'POST', '/mobile/callawaiter', {
    body: { restaurant: await t.restaurantId(restaurant), tablenumber, name: 'Maja' },
  });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
};
/** What reached the devices since `from` (an index into the deliveries), as device → message type and tag. */
const since = (from: number) =>
  push.deliveries.slice(from).map((d) => `${d.device} ${d.message.type} ${d.message.tag}`);

describe('staff notifications', () => {
  let publicKey: string;

  it('answers one VAPID public key, made on first start and kept in the database', async () => {
    const res = await t.call(await t.asWaiter(), 'GET', '/staffpush/key');
    expect(res.status).toBe(200);
    publicKey = res.json.publicKey as string;
    // An uncompressed P-256 point, base64url: what pushManager.subscribe() takes as applicationServerKey.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [stored] = await t.db.select().from(vapidKeys);
    expect(stored.publicKey).toBe(publicKey);
    expect((await t.call(await t.asBistro(), 'GET', '/staffpush/key')).json.publicKey).toBe(publicKey);
    push.expectKey(publicKey);
  });

  it("refuses a device that is not an https push service's", async () => {
    const res = await t.call(await t.asWaiter(), 'POST', '/staffpush/subscribe', {
      body: { endpoint: 'http://127.0.0.1:9/push/x', keys: push.device('plain').subscription.keys },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'endpoint', msg: 'Endpoint must be an https address' }]);
  });

  let waiter: Device;
  let bistro: Device;
  let harbour: Device;
  let callId: string;

  it("pushes a new call once to each device of the restaurant's staff, with the table and the screen to open", async () => {
    waiter = push.device('waiter');
    bistro = push.device('bistro');
    harbour = push.device('harbour');
    for (const [token, device] of [
      [await t.asWaiter(), waiter],
      [await t.asBistro(), bistro],
      [await t.asHarbour(), harbour],
    ] as const)
      expect((await subscribe(token, device)).json).toEqual({ Message: 'Notifications are on for this device' });
    // The same device again (a reload) stays one device.
    await subscribe(await t.asWaiter(), waiter);

    const from = push.deliveries.length;
    callId = await callFrom(7);
    expect(since(from).sort()).toEqual([`bistro call ${callId}`, `waiter call ${callId}`]);
    const restaurant = await t.restaurantId('Demo Bistro');
    expect(push.deliveries.at(-1)!.message).toEqual({
      type: 'call',
      tag: callId,
      callId,
      title: 'Table 7 calls a waiter',
      body: 'Maja',
      url: `/orders-callawaiter?restaurant=${restaurant}`,
    });
    expect(push.deliveries.at(-1)).toMatchObject({ urgency: 'high', topic: callId });
    expect(push.refusals).toEqual([]);
  });

  it('closes the notification on every device when one waiter accepts', async () => {
    const from = push.deliveries.length;
    const res = await t.call(await t.asWaiter(), 'POST', '/callawaiter/accept', { body: { id: callId } });
    expect(res.status).toBe(200);
    expect(since(from).sort()).toEqual([`bistro close ${callId}`, `waiter close ${callId}`]);
    expect(push.deliveries.at(-1)!.message).toEqual({ type: 'close', tag: callId, callId });
    // Running the queue again sends nothing twice.
    await t.jobs.runDueJobs(new Date(Date.now() + 3_600_000));
    expect(push.deliveries.length).toBe(from + 2);
  });

  it('removes a device the push service reports gone (410) and keeps pushing to the others', async () => {
    bistro.answer = 410;
    let from = push.deliveries.length;
    const first = await callFrom(3);
    expect(since(from).sort()).toEqual([`bistro call ${first}`, `waiter call ${first}`]);
    const left = await t.db.select({ endpoint: staffPushSubscriptions.endpoint }).from(staffPushSubscriptions);
    expect(left.map((s) => s.endpoint).sort()).toEqual(
      [waiter.subscription.endpoint, harbour.subscription.endpoint].sort(),
    );
    from = push.deliveries.length;
    const next = await callFrom(4);
    expect(since(from)).toEqual([`waiter call ${next}`]);
  });

  it('sends a failed device the push again on the retry, and only that device', async () => {
    const again = push.device('bistro again');
    await subscribe(await t.asBistro(), again);
    again.answer = 503;
    let from = push.deliveries.length;
    const id = await callFrom(5);
    expect(since(from).sort()).toEqual([`bistro again call ${id}`, `waiter call ${id}`]);
    again.answer = 201;
    from = push.deliveries.length;
    // Past the first retry's delay (30 s), before the open calls' reminders (60 s).
    await t.jobs.runDueJobs(new Date(Date.now() + 35_000));
    expect(since(from)).toEqual([`bistro again call ${id}`]);
    await t.call(await t.asBistro(), 'POST', '/staffpush/unsubscribe', { body: again.subscription });
  });

  it('stops pushing to a device turned off, and to a device whose session signed out', async () => {
    expect(
      (await t.call(await t.asWaiter(), 'POST', '/staffpush/unsubscribe', { body: waiter.subscription })).json,
    ).toEqual({ Message: 'Notifications are off for this device' });
    const kitchen = push.device('kitchen tablet');
    const session = await t.login('bistro@example.com', 'demo-kitchen-pass');
    await subscribe(session, kitchen);
    let from = push.deliveries.length;
    const id = await callFrom(6);
    expect(since(from)).toEqual([`kitchen tablet call ${id}`]);

    expect((await t.call(session, 'DELETE', '/admin/logout')).status).toBe(200);
    const rows = await t.db
      .select()
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.endpoint, kitchen.subscription.endpoint));
    expect(rows).toEqual([]);
    from = push.deliveries.length;
    await callFrom(8);
    expect(since(from)).toEqual([]);
  });

  it('stops pushing to a device whose session expired', async () => {
    const phone = push.device('expired');
    const session = await t.login('waiter@example.com', 'demo-waiter-pass');
    await subscribe(session, phone);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(session)));
    const from = push.deliveries.length;
    await callFrom(9);
    expect(since(from)).toEqual([]);
  });

  it('pushes only within the restaurant of the call', async () => {
    const from = push.deliveries.length;
    const id = await callFrom(2, 'Harbour Grill');
    expect(since(from)).toEqual([`harbour call ${id}`]);
    expect(push.refusals).toEqual([]);
  });

  it('keeps notifications for restaurant staff: a platform admin cannot subscribe', async () => {
    const res = await subscribe(await t.asAdmin(), push.device('admin'));
    expect(res.status).toBe(403);
  });

  it("keeps each user's subscription of a device theirs: another restaurant's admin naming it takes nothing away", async () => {
    const phone = push.device('shared phone');
    await subscribe(await t.asWaiter(), phone);
    const taken = await subscribe(await t.asHarbour(), phone);
    expect(taken.status).toBe(200);
    const rows = await t.db
      .select({ userId: staffPushSubscriptions.userId, restaurantId: staffPushSubscriptions.restaurantId })
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.endpoint, phone.subscription.endpoint));
    expect(rows.map((r) => r.restaurantId).sort()).toEqual(
      [await t.restaurantId('Demo Bistro'), await t.restaurantId('Harbour Grill')].sort(),
    );
    // Bistro's calls still reach the waiter's phone; Harbour's admin turning it off removes only their own row.
    let from = push.deliveries.length;
    const id = await callFrom(11);
    expect(since(from).filter((d) => d.startsWith('shared phone'))).toEqual([`shared phone call ${id}`]);
    await t.call(await t.asHarbour(), 'POST', '/staffpush/unsubscribe', {
      body: { endpoint: phone.subscription.endpoint },
    });
    from = push.deliveries.length;
    const next = await callFrom(12);
    expect(since(from).filter((d) => d.startsWith('shared phone'))).toEqual([`shared phone call ${next}`]);
    await t.call(await t.asWaiter(), 'POST', '/staffpush/unsubscribe', {
      body: { endpoint: phone.subscription.endpoint },
    });
  });

  it.each([
    ['a database port on the loopback address', 'https://127.0.0.2:5432/'],
    ['a name on another port', 'https://localhost:6379/'],
    ['an IPv6 loopback literal', 'https://[::1]:22/'],
    ['a private address on 443', 'https://10.0.0.7/push/x'],
    ['a link-local address', 'https://169.254.169.254/latest/meta-data'],
    ['a name that resolves to loopback', 'https://localhost/ssrf/internal?action=delete'],
  ])('refuses an endpoint that aims at the server or its network: %s', async (_, endpoint) => {
    const res = await t.call(await t.asWaiter(), 'POST', '/staffpush/subscribe', {
      body: { endpoint, keys: push.device('aimed').subscription.keys },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'endpoint', msg: 'Endpoint must be a push service address' }]);
    const rows = await t.db.select().from(staffPushSubscriptions).where(eq(staffPushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });

  it('answers a call at once while a device whose push service never answers is still being tried', async () => {
    const stuck = push.device('stuck phone');
    stuck.answer = 0;
    const token = await t.asBistro();
    await subscribe(token, stuck);
    // The bare request, not t.call (which waits for the work left after the answer).
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/callawaiter',
      payload: { restaurant: await t.restaurantId('Demo Bistro'), tablenumber: 13, name: 'Maja' },
      remoteAddress: '10.250.0.9',
    });
    expect(answered.statusCode).toBe(201);
    // The answer came before the push service took the push, let alone answered it.
    expect(push.silent).toEqual([]);
    await expect.poll(() => push.silent, { timeout: 10_000 }).toEqual(['stuck phone']);
    await t.jobs.idle();
    await t.call(token, 'POST', '/staffpush/unsubscribe', { body: { endpoint: stuck.subscription.endpoint } });
  });
});
