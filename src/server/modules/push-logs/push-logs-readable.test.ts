/** Push Logs tell the truth: 0 sent and the reason when nothing went out, one spelling of a type, names not ids. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
type Log = { Type: string; TotalDevicesPushed: number; Status: string; Others: Record<string, unknown> };

describe('GET /dashboard/pushlogs reads plainly', () => {
  it('a deal pushed without a provider: 0 devices pushed, the reason, the type spelled once, the deal by name', async () => {
    const admin = await t.asAdmin();
    const deal = (await t.call(admin, 'GET', '/deals/fetch/active', { query: { page: 1, size: 25 } })).json.data[0];
    const pushed = await t.call(admin, 'POST', '/deals/push', { body: { dealid: deal._id } });
    expect(pushed.status).toBe(200);
    expect(pushed.json.sent).toBe(false);

    const res = await t.call(admin, 'GET', '/dashboard/pushlogs', { query: { page: 1 } });
    const log: Log = res.json.data[0];
    expect(log).toMatchObject({ Type: 'Deal', TotalDevicesPushed: 0, Status: 'not sent: no provider configured' });
    expect(Object.values(log.Others)).not.toContain(deal._id);
    expect(log.Others).toMatchObject({ name: deal.name, sent: 0 });
    // Every type of the page is spelled one way: 'Deal', never 'deal'.
    const types = new Set(res.json.data.map((l: Log) => l.Type));
    for (const type of types) expect(type).toMatch(/^[A-Z][a-z ]+$/);
  });

  it('a push notification sent without a provider reads the same way', async () => {
    const admin = await t.asAdmin();
    const created = await t.call(admin, 'POST', '/push/addpush', { body: { name: 'Readable push', message: 'Hello' } });
    expect((await t.call(admin, 'POST', '/push/sendpush', { body: { pushid: created.json.data._id } })).status).toBe(
      200,
    );
    const log: Log = (await t.call(admin, 'GET', '/dashboard/pushlogs')).json.data[0];
    expect(log).toMatchObject({
      Type: 'Push notification',
      TotalDevicesPushed: 0,
      Status: 'not sent: no provider configured',
    });
    expect(Object.values(log.Others)).not.toContain(created.json.data._id);
  });
});
