/**
 * An order action whose request fails right after its commit (a lost connection here; a crash in
 * tests/api/crash-recovery.test.ts) keeps its Idempotency-Key bound to what was committed: the retry replays the
 * answer (never 409 "still being processed", never a lost race), the order changed once, and what the change causes
 * (the kitchen ticket) is still done, once, by the job queue.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M, type OrderStatus } from '../../../contract/orders/constants';
import { printQueue } from '../../db/schema';
import { failAfterNextCommit } from '../../../../tests/support/after-commit';
import { act, actionBody, eventsOf, orderIn, orderRow, type Action } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

const CASES: [Action, OrderStatus, OrderStatus, string][] = [
  ['accept', 'pending', 'confirmed', M.accepted],
  ['longwait', 'pending', 'confirmed', M.longWait],
  ['decline', 'pending', 'cancelled', M.declined],
  ['complete', 'confirmed', 'completed', M.completed],
  ['refund', 'confirmed', 'refunded', M.refunded],
];

describe('an order action that fails right after its commit', () => {
  it.each(CASES)(
    '%s: the retry replays the committed answer, and the order changed once',
    async (action, from, to, message) => {
      const order = await orderIn(t, 'Demo Bistro', from);
      const before = await orderRow(t, order._id);
      const headers = key(action);
      const kitchen = await t.asBistro();
      failAfterNextCommit(t.db);
      const first = await act(t, kitchen, action, actionBody(action, order._id), headers);
      expect(first.status).toBeGreaterThanOrEqual(500);

      const retry = await act(t, kitchen, action, actionBody(action, order._id), headers);
      expect(retry.status, JSON.stringify(retry.json)).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json.Message).toContain(message);
      expect(retry.json.data._id).toBe(order._id);
      expect(await orderRow(t, order._id)).toMatchObject({ status: to, version: before.version + 1 });
      expect((await eventsOf(t, order._id)).filter((e) => e.action === action)).toHaveLength(1);
    },
  );

  it('accept: the kitchen ticket the request never got to print is printed by the job queue, once', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'pending');
    const headers = key('accept-ticket');
    failAfterNextCommit(t.db);
    expect((await act(t, await t.asBistro(), 'accept', { id: order._id }, headers)).status).toBeGreaterThanOrEqual(500);
    const tickets = () =>
      t.db
        .select()
        .from(printQueue)
        .where(and(eq(printQueue.orderId, order._id), eq(printQueue.reason, 'kitchen')));
    expect(await tickets()).toEqual([]);

    await t.jobs.runDueJobs();
    const printed = await tickets();
    expect(printed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(printed.map((p) => p.printerId)).size).toBe(printed.length);
    // The retry is replayed and the queue runs again: still the same tickets.
    expect((await act(t, await t.asBistro(), 'accept', { id: order._id }, headers)).status).toBe(200);
    await t.jobs.runDueJobs();
    expect((await tickets()).map((p) => p.id).sort()).toEqual(printed.map((p) => p.id).sort());
  });
});

describe('complete all that fails right after its commit', () => {
  it('the retry replays the answer; each order was completed once', async () => {
    const order = await orderIn(t, 'Harbour Grill', 'confirmed');
    const restaurant = await t.restaurantId('Harbour Grill');
    const headers = key('complete-all');
    const admin = await t.asAdmin();
    failAfterNextCommit(t.db);
    const call = () => t.call(admin, 'POST', '/orders/restaurant/completeall', { body: { restaurant }, headers });
    expect((await call()).status).toBeGreaterThanOrEqual(500);
    const retry = await call();
    expect([retry.status, retry.headers['idempotent-replayed'], retry.json.Message]).toEqual([
      200,
      'true',
      M.allCompleted,
    ]);
    expect(retry.json.data.map((o: { _id: string }) => o._id)).toContain(order._id);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'completed', version: 3 });
    expect((await eventsOf(t, order._id)).filter((e) => e.action === 'completeall')).toHaveLength(1);
  });
});
