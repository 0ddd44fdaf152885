/**
 * What an order change causes is written as jobs in the change's transaction and done by the job queue: a response
 * message whose provider fails is retried and logged once with its outcome; a ticket job that runs again (its node
 * died after printing, before marking it done) adds no second ticket.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, printers, printQueue, restaurants, smsLogs } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms';
import { act, newOrder } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { ORDER_SMS_JOB, ORDER_TICKET_JOB } from './order-hooks';

/** A provider that is down until told otherwise; it remembers each attempt and its Idempotency-Key. */
let providerDown = true;
const attempts: { to: string; text: string; key?: string }[] = [];
const flakySms: SmsSender = {
  kind: 'http',
  async send(to, text, opts) {
    attempts.push({ to, text, key: opts?.idempotencyKey });
    return { status: providerDown ? 'failed: provider answered 503' : 'sent' };
  },
};
const t = useTestApp({ sms: flakySms });
const GUEST = { name: 'Outbox Guest', mobilenumber: '+45 55512345' };

describe('response messages through the job queue', () => {
  it('a failed send is retried later; the SMS log shows one message with its outcome', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const kitchen = await t.asBistro();
    await t.db.update(restaurants).set({ smsenabled: true }).where(eq(restaurants.id, restaurant));
    const saved = await t.call(kitchen, 'PUT', '/restaurant/acceptmessage/edit', {
      query: { restaurant },
      body: { accept: 'Order {{orderid}} accepted' },
    });
    expect(saved.status).toBe(200);
    const order = await newOrder(t, 'Demo Bistro', { guest: GUEST });
    const accepted = await act(t, kitchen, 'accept', { id: order._id });
    expect(accepted.status).toBe(200);
    const logOf = () => t.db.select().from(smsLogs).where(eq(smsLogs.orderId, order._id));
    expect((await logOf()).map((l) => l.status)).toEqual(['failed: provider answered 503']);

    providerDown = false;
    await t.jobs.runDueJobs(new Date(Date.now() + 10_000));
    expect(attempts).toHaveLength(1); // not due yet: retried after a delay
    await t.jobs.runDueJobs(new Date(Date.now() + 60_000));
    const [log] = await logOf();
    expect((await logOf()).map((l) => [l.message, l.status])).toEqual([[`Order ${order.id} accepted`, 'sent']]);
    expect(attempts.map((a) => [a.to, a.text])).toEqual([
      [GUEST.mobilenumber, `Order ${order.id} accepted`],
      [GUEST.mobilenumber, `Order ${order.id} accepted`],
    ]);
    // Both attempts carry the same key (the job's, which is also the log row's): a provider can drop the repeat.
    expect(new Set(attempts.map((a) => a.key))).toEqual(new Set([log.id]));
    await t.jobs.runDueJobs(new Date(Date.now() + 3_600_000));
    expect(attempts).toHaveLength(2);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ORDER_SMS_JOB), eq(jobs.id, log.id)));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('kitchen tickets through the job queue', () => {
  it('a ticket job that runs again after its node died adds no second ticket', async () => {
    const order = await newOrder(t, 'Demo Bistro', { guest: GUEST });
    expect((await act(t, await t.asBistro(), 'accept', { id: order._id })).status).toBe(200);
    const tickets = () => t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    const printed = await tickets();
    expect(printed.length).toBeGreaterThanOrEqual(1);
    const ticketJobs = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ORDER_TICKET_JOB), eq(jobs.key, `${order._id}:${printed[0].printerId}`)));
    expect(ticketJobs).toMatchObject([{ id: printed[0].id, status: 'done' }]);

    // As if the node had died after writing the ticket and before marking its job done.
    await t.db
      .update(jobs)
      .set({ status: 'running', lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, ticketJobs[0].id));
    await t.jobs.runDueJobs(new Date(Date.now() + 1000));
    const [rerun] = await t.db.select().from(jobs).where(eq(jobs.id, ticketJobs[0].id));
    expect(rerun).toMatchObject({ status: 'done', attempts: 2 });
    expect((await tickets()).map((p) => p.id).sort()).toEqual(printed.map((p) => p.id).sort());
  });

  it('a ticket whose printer was removed before its job ran is not printed, and its job is done', async () => {
    const order = await newOrder(t, 'Demo Bistro', { guest: GUEST });
    expect((await act(t, await t.asBistro(), 'accept', { id: order._id })).status).toBe(200);
    const [ticket] = await t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    // As if the node had died before writing this ticket, and the printer was removed meanwhile.
    await t.db.delete(printQueue).where(eq(printQueue.id, ticket!.id));
    await t.db
      .update(jobs)
      .set({ status: 'running', lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, ticket!.id));
    await t.db.delete(printers).where(eq(printers.id, ticket!.printerId!));

    await t.jobs.runDueJobs(new Date(Date.now() + 1000));
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, ticket!.id));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(await t.db.select().from(printQueue).where(eq(printQueue.id, ticket!.id))).toEqual([]);
  });
});
