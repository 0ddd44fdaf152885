/**
 * The kitchen watchdog: an order nobody accepted within the restaurant's watchdog time (45 s unless set) prints on
 * its stations' printers by itself, is marked "printed: no screen acknowledged", its admins get a push and the
 * kitchen screens a banner; not before the time, not twice, and an accept later prints nothing again.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WATCHDOG_EVENT } from '../../../contract/screens/watchdog';
import { orderEvents, printers, printQueue, restaurants } from '../../db/schema';
import { startLocalPushService, type LocalPushService } from '../../../../tests/support/push-service';
import { act, actionBody, newOrder } from '../../../../tests/support/orders';
import { connect, listen, type Listener } from '../../../../tests/support/sockets';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
let push: LocalPushService;
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
  push = await startLocalPushService();
  push.expectKey((await t.call(await t.asWaiter(), 'GET', '/staffpush/key')).json.publicKey as string);
  for (const [token, name] of [
    [await t.asWaiter(), 'waiter'],
    [await t.asBistro(), 'bistro admin'],
  ] as const)
    await t.call(token, 'POST', '/staffpush/subscribe', { body: push.device(name).subscription });
});
afterAll(async () => push?.close());
const opened: Listener[] = [];
afterEach(() => {
  for (const l of opened.splice(0)) l.close();
});

const ticketsOf = (orderId: string) =>
  t.db.select().from(printQueue).where(eq(printQueue.orderId, orderId)).orderBy(asc(printQueue.createdAt));
const eventsOf = async (orderId: string) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.action);
const placedAt = (order: { date: string }) => new Date(order.date).getTime();
const runAt = (at: number, seconds: number) => t.jobs.runDueJobs(new Date(at + seconds * 1000));

describe('the kitchen watchdog', () => {
  it('prints an order nobody accepted after 45 s, and not before; marks it; pushes the admins; tells the kitchen', async () => {
    const kitchen = await connect(url, await t.asBistro());
    opened.push(kitchen);
    const order = await newOrder(t, 'Demo Bistro');
    const at = placedAt(order);
    await runAt(at, 44);
    expect(await ticketsOf(order._id)).toEqual([]);
    expect(await eventsOf(order._id)).toEqual(['placed']);

    const from = push.deliveries.length;
    await runAt(at, 45);
    const tickets = await ticketsOf(order._id);
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((x) => x.reason === 'kitchen')).toBe(true);
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order._id))
      .then((rows) => rows.filter((r) => r.action === 'watchdogprint'));
    const names = await t.db
      .select({ name: printers.name })
      .from(printers)
      .where(eq(printers.id, tickets[0].printerId!));
    expect(event).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'pending',
      userName: 'system',
      details: { note: 'printed: no screen acknowledged', waited: 45, printers: [names[0].name] },
    });
    const pushes = push.deliveries.slice(from);
    expect(pushes.map((d) => d.device)).toEqual(['bistro admin']);
    expect(pushes[0].message).toMatchObject({
      type: 'watchdog',
      orderId: order._id,
      title: `Order ${order.refNo}: no screen acknowledged it`,
      body: `Printed on ${names[0].name} after 45 s`,
    });
    const notice = await kitchen.next(WATCHDOG_EVENT, (p) => p.orderId === order._id);
    expect(notice).toMatchObject({ refNo: order.refNo, waited: 45, printers: [names[0].name] });
    expect(push.refusals).toEqual([]);
  });

  it('prints nothing twice: not on a second run, and not when a screen accepts it afterwards', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const at = placedAt(order);
    await runAt(at, 45);
    const printed = (await ticketsOf(order._id)).map((x) => x.id);
    expect(printed.length).toBeGreaterThan(0);
    await runAt(at, 3600);
    const res = await act(t, await t.asBistro(), 'accept', actionBody('accept', order._id));
    expect(res.status).toBe(200);
    await runAt(at, 7200);
    expect((await ticketsOf(order._id)).map((x) => x.id)).toEqual(printed);
    expect((await eventsOf(order._id)).filter((a) => a === 'watchdogprint')).toHaveLength(1);
  });

  it('does nothing for an order accepted (or declined) in time', async () => {
    const accepted = await newOrder(t, 'Demo Bistro');
    await act(t, await t.asBistro(), 'accept', actionBody('accept', accepted._id));
    const declined = await newOrder(t, 'Demo Bistro');
    await act(t, await t.asBistro(), 'decline', actionBody('decline', declined._id));
    const printedOnAccept = (await ticketsOf(accepted._id)).map((x) => x.id);
    const from = push.deliveries.length;
    await runAt(placedAt(accepted), 3600);
    expect((await ticketsOf(accepted._id)).map((x) => x.id)).toEqual(printedOnAccept);
    expect(await ticketsOf(declined._id)).toEqual([]);
    expect(await eventsOf(accepted._id)).not.toContain('watchdogprint');
    expect(push.deliveries.slice(from).filter((d) => d.message.type === 'watchdog')).toEqual([]);
  });

  it("follows the restaurant's watchdog time, set in its settings", async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const res = await t.call(await t.asBistro(), 'PUT', '/restaurant/edit', {
      body: { id: bistro, kitchenwatchdogseconds: 120 },
    });
    expect(res.status).toBe(200);
    const order = await newOrder(t, 'Demo Bistro');
    await runAt(placedAt(order), 119);
    expect(await ticketsOf(order._id)).toEqual([]);
    await runAt(placedAt(order), 120);
    expect((await ticketsOf(order._id)).length).toBeGreaterThan(0);
    await t.db.update(restaurants).set({ kitchenwatchdogseconds: 45 }).where(eq(restaurants.id, bistro));
  });

  it('without a printer: marked and the admins told that nothing could print', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const active = await t.db.select().from(printers).where(eq(printers.restaurantId, bistro));
    await t.db.update(printers).set({ status: 'inactive' }).where(eq(printers.restaurantId, bistro));
    try {
      const order = await newOrder(t, 'Demo Bistro');
      const from = push.deliveries.length;
      await runAt(placedAt(order), 45);
      expect(await ticketsOf(order._id)).toEqual([]);
      expect(await eventsOf(order._id)).toContain('watchdogprint');
      expect(push.deliveries.slice(from).map((d) => d.message.body)).toEqual([
        'Not accepted after 45 s, and no printer to print it',
      ]);
    } finally {
      for (const p of active) await t.db.update(printers).set({ status: p.status }).where(eq(printers.id, p.id));
    }
  });
});
