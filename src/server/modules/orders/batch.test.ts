/**
 * POST /orders/restaurant/actions, the offline queue's call: actions applied in order, each with its own
 * Idempotency-Key and result, as its single call would be.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { ORDER_MESSAGES as M } from '../../../contract/orders/constants';
import { API_BASE } from '../../../contract/endpoint';
import { idempotencyKeys, systemLogs, users } from '../../db/schema';
import { idempotencyRequestHash, PROCESS_NODE } from '../../http/idempotency';
import { act, eventsOf, orderIn, orderRow } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const BATCH = '/orders/restaurant/actions';
const key = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;
type Item = { key: string; action: string; body: Record<string, unknown> };
const batch = (token: string | null, actions: Item[]) => t.call(token, 'POST', BATCH, { body: { actions } });
const results = (res: { json: { results: { status: number; replayed: boolean; answer: { code?: string } }[] } }) =>
  res.json.results.map((r) => [r.status, r.replayed, r.answer.code ?? 'ok']);

describe('a batch of order actions', () => {
  it('applies the actions of one order in their order, each with its own answer, event and system-log line', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'pending');
    const items = [
      { key: key('accept'), action: 'accept', body: { id: order._id } },
      { key: key('complete'), action: 'complete', body: { id: order._id } },
    ];
    const res = await batch(await t.asBistro(), items);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.results.map((r: { key: string }) => r.key)).toEqual(items.map((i) => i.key));
    expect(results(res)).toEqual([
      [200, false, 'ok'],
      [200, false, 'ok'],
    ]);
    expect(res.json.results[0].answer).toMatchObject({ Message: M.accepted, data: { status: 'confirmed' } });
    expect(res.json.results[1].answer).toMatchObject({ Message: M.completed, data: { status: 'completed' } });
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'completed', version: order.version + 2 });
    expect((await eventsOf(t, order._id)).map((e) => e.action)).toEqual(['placed', 'accept', 'complete']);
    const lines = await t.db
      .select({ type: systemLogs.type, others: systemLogs.others })
      .from(systemLogs)
      .where(eq(systemLogs.email, 'bistro@example.com'));
    const actionLines = lines.filter((l) => l.others.id === order._id);
    expect(actionLines.map((l) => [l.type, l.others.path])).toEqual([
      ['Order accepted', '/api/orders/restaurant/acceptorder'],
      ['Order completed', '/api/orders/restaurant/completeorder'],
    ]);
  });

  it('reports a lost race for that action only; the others are applied', async () => {
    const lost = await orderIn(t, 'Demo Bistro', 'pending');
    const other = await orderIn(t, 'Demo Bistro', 'pending');
    // Another device declines the first order before the queue reaches the server.
    expect((await act(t, await t.asWaiter(), 'decline', { id: lost._id, reason: 'Out of stock' })).status).toBe(200);
    const res = await batch(await t.asBistro(), [
      { key: key('lost'), action: 'accept', body: { id: lost._id } },
      { key: key('other'), action: 'accept', body: { id: other._id } },
    ]);
    expect(res.status).toBe(200);
    expect(results(res)).toEqual([
      [409, false, ERROR_CODES.ORDER_STATE_CONFLICT],
      [200, false, 'ok'],
    ]);
    expect(res.json.results[0].answer.Message).toContain('already declined');
    expect((await orderRow(t, lost._id)).status).toBe('cancelled');
    expect((await orderRow(t, other._id)).status).toBe('confirmed');
  });

  it('answers a repeated batch with the same results, replayed, and changes nothing again; a key replays alone too', async () => {
    const a = await orderIn(t, 'Demo Bistro', 'pending');
    const b = await orderIn(t, 'Demo Bistro', 'confirmed');
    await act(t, await t.asAdmin(), 'decline', { id: a._id, reason: 'Out of stock' });
    const items = [
      { key: key('a'), action: 'accept', body: { id: a._id } },
      { key: key('b'), action: 'complete', body: { id: b._id } },
    ];
    const kitchen = await t.asBistro();
    const first = await batch(kitchen, items);
    const again = await batch(kitchen, items);
    expect(results(first)).toEqual([
      [409, false, ERROR_CODES.ORDER_STATE_CONFLICT],
      [200, false, 'ok'],
    ]);
    expect(results(again)).toEqual([
      [409, true, ERROR_CODES.ORDER_STATE_CONFLICT],
      [200, true, 'ok'],
    ]);
    expect(again.json.results.map((r: { answer: unknown }) => r.answer)).toEqual(
      first.json.results.map((r: { answer: unknown }) => r.answer),
    );
    expect(await orderRow(t, b._id)).toMatchObject({ status: 'completed', version: b.version + 1 });
    const alone = await act(t, kitchen, 'complete', { id: b._id }, { 'idempotency-key': items[1]!.key });
    expect([alone.status, alone.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect((await eventsOf(t, b._id)).filter((e) => e.action === 'complete')).toHaveLength(1);
  });

  it("leaves an order's later actions untried behind one still in progress, and applies them in order on the next try", async () => {
    const busy = await orderIn(t, 'Demo Bistro', 'pending');
    const other = await orderIn(t, 'Demo Bistro', 'pending');
    const items = [
      { key: key('accept'), action: 'accept', body: { id: busy._id } },
      { key: key('complete'), action: 'complete', body: { id: busy._id } },
      { key: key('other'), action: 'accept', body: { id: other._id } },
    ];
    // The accept is being worked on elsewhere (its key claimed, its lease running) when the batch arrives.
    const [bistro] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'bistro@example.com'));
    const path = `${API_BASE}/orders/restaurant/acceptorder`;
    const claim = { owner: bistro!.id, key: items[0]!.key };
    await t.db.insert(idempotencyKeys).values({
      ...claim,
      method: 'PUT',
      path,
      bodyHash: idempotencyRequestHash('PUT', path, items[0]!.body),
      holder: PROCESS_NODE,
      claimId: 'elsewhere',
      leaseUntil: new Date(Date.now() + 60_000),
    });
    const kitchen = await t.asBistro();
    const first = await batch(kitchen, items);
    expect(results(first)).toEqual([
      [409, false, ERROR_CODES.IDEMPOTENCY_IN_PROGRESS],
      [409, false, ERROR_CODES.IDEMPOTENCY_IN_PROGRESS],
      [200, false, 'ok'],
    ]);
    expect((await orderRow(t, busy._id)).status).toBe('pending');

    // The other request died without doing the work; the queue sends the same actions again.
    await t.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key)));
    const again = await batch(kitchen, items);
    expect(results(again)).toEqual([
      [200, false, 'ok'],
      [200, false, 'ok'],
      [200, true, 'ok'],
    ]);
    expect((await eventsOf(t, busy._id)).map((e) => e.action)).toEqual(['placed', 'accept', 'complete']);
    expect((await eventsOf(t, other._id)).map((e) => e.action)).toEqual(['placed', 'accept']);
  });

  it("enforces each action's roles and the own restaurant per action; signed out, nothing is applied", async () => {
    const own = await orderIn(t, 'Demo Bistro', 'confirmed');
    const theirs = await orderIn(t, 'Harbour Grill', 'pending');
    const mine = await orderIn(t, 'Demo Bistro', 'pending');
    const res = await batch(await t.asWaiter(), [
      { key: key('refund'), action: 'refund', body: { id: own._id, reason: 'Wrong dish served' } },
      { key: key('theirs'), action: 'accept', body: { id: theirs._id } },
      { key: key('mine'), action: 'accept', body: { id: mine._id } },
    ]);
    expect(results(res)).toEqual([
      [403, false, ERROR_CODES.FORBIDDEN],
      [403, false, ERROR_CODES.FORBIDDEN],
      [200, false, 'ok'],
    ]);
    expect((await orderRow(t, own._id)).status).toBe('confirmed');
    expect((await orderRow(t, theirs._id)).status).toBe('pending');

    const anonymous = await batch(null, [{ key: key('anon'), action: 'accept', body: { id: theirs._id } }]);
    expect(anonymous.status).toBe(401);
    expect((await orderRow(t, theirs._id)).status).toBe('pending');
  });

  it('refuses a batch whose action body the single call would refuse, applying nothing', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'pending');
    const res = await batch(await t.asBistro(), [
      { key: key('ok'), action: 'accept', body: { id: order._id } },
      { key: key('bad'), action: 'longwait', body: { id: order._id } },
    ]);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(ERROR_CODES.VALIDATION);
    expect((await orderRow(t, order._id)).status).toBe('pending');
  });
});
