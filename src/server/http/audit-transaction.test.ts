/**
 * A change is never saved without its system-log line: the line is written in the change's transaction.
 * The log is made to refuse one line (a CHECK constraint that test adds): the request then answers 500, and the change
 * it would have recorded is not saved either, for a create, a delete whose rules run in their own transaction (a
 * savepoint of the request's), a sign-in, and an order action (which writes its line with its idempotent answer).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsRoutes as news } from '../../contract/news/routes';
import { DEMO_LOGINS } from '../seed/demo-logins';
import { news as newsItems, sessions } from '../db/schema';
import { act, newOrder, orderRow } from '../../../tests/support/orders';
import { linesFor as lines, refusingLog } from '../../../tests/support/system-log';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();

const { logRefuses, logAcceptsAgain } = refusingLog(t);
const linesFor = (path: string) => lines(t, path);
const SERVER_ERROR = { Message: expect.any(String), code: 'INTERNAL' };

describe('the system-log line and its change', () => {
  it('are saved together', async () => {
    const admin = await t.asAdmin();
    const created = await t.ok(admin, news.add, { body: { name: 'Logged with its line' } });
    const [line] = await linesFor('/api/news/add');
    expect(line).toMatchObject({ email: 'admin@example.com', others: { id: created.data._id, status: 200 } });
  });

  it('a create whose line cannot be written is not saved', async () => {
    await logRefuses(sql`others->'body'->>'name' = 'Refused by the log'`);
    const res = await t.api(await t.asAdmin(), news.add, { body: { name: 'Refused by the log' } });
    expect([res.status, res.json]).toEqual([500, SERVER_ERROR]);
    expect(await t.db.select().from(newsItems).where(eq(newsItems.name, 'Refused by the log'))).toEqual([]);
  });

  it('a delete (its rules in a transaction of their own) whose line cannot be written is not saved', async () => {
    const admin = await t.asAdmin();
    const { data } = await t.ok(admin, news.add, { body: { name: 'Still here' } });
    await logRefuses(sql`others->>'path' = '/api/news/delete'`);
    const res = await t.api(admin, news.delete, { body: { id: data._id } });
    expect([res.status, res.json]).toEqual([500, SERVER_ERROR]);
    expect(await t.db.select().from(newsItems).where(eq(newsItems.id, data._id))).toHaveLength(1);
    expect(await linesFor('/api/news/delete')).toEqual([]);
  });

  it('a sign-in whose line cannot be written makes no session', async () => {
    const [admin] = DEMO_LOGINS;
    const before = (await t.db.select({ hash: sessions.tokenHash }).from(sessions)).length;
    await logRefuses(sql`others->>'path' = '/api/admin/authenticate'`);
    const res = await t.call(null, 'POST', '/admin/authenticate', {
      body: { email: admin.email, password: admin.password },
    });
    expect([res.status, res.json]).toEqual([500, SERVER_ERROR]);
    expect((await t.db.select({ hash: sessions.tokenHash }).from(sessions)).length).toBe(before);
  });

  it('an order action whose line cannot be written leaves the order as it was', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const token = await t.asBistro();
    const lines = (await linesFor('/api/orders/restaurant/acceptorder')).length;
    await logRefuses(sql`others->>'path' = '/api/orders/restaurant/acceptorder'`);
    const res = await act(t, token, 'accept', { id: order._id });
    expect([res.status, res.json]).toEqual([500, SERVER_ERROR]);
    expect((await orderRow(t, order._id)).status).toBe('pending');

    await logAcceptsAgain();
    const retried = await act(t, token, 'accept', { id: order._id });
    expect(retried.status).toBe(200);
    expect((await orderRow(t, order._id)).status).toBe('confirmed');
    expect(await linesFor('/api/orders/restaurant/acceptorder')).toHaveLength(lines + 1);
  });
});
