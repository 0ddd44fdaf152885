import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';
import { pushLogs } from '../../db/schema';

const t = useTestApp();

describe('GET /dashboard/pushlogs', () => {
  it('pages the push log 25 at a time, newest first', async () => {
    const admin = await t.asAdmin();
    const first = await t.call(admin, 'GET', '/dashboard/pushlogs', { query: { page: 1, size: 25 } });
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(25);
    expect(first.json.meta).toEqual({ current_page: 1, last_page: 2, total: 42, page_limit: 25 });
    const dates = first.json.data.map((l: { Date: string }) => l.Date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.json.data[0]).toEqual({
      _id: expect.any(String),
      Date: expect.any(String),
      InitiatedBy: expect.any(String),
      Type: expect.any(String),
      TotalDevicesPushed: expect.any(Number),
      Status: expect.any(String),
      Others: expect.objectContaining({ title: expect.any(String) }),
    });
    const second = await t.call(admin, 'GET', '/dashboard/pushlogs', { query: { page: 2 } });
    expect(second.json.data).toHaveLength(17);
  });

  it('shows a push as soon as it is recorded', async () => {
    await t.db.insert(pushLogs).values({
      initiatedBy: 'admin@example.com',
      type: 'Deal',
      totalDevicesPushed: 0,
      status: 'not sent: no provider configured',
      others: { dealid: 'x' },
    });
    const res = await t.call(await t.asAdmin(), 'GET', '/dashboard/pushlogs');
    expect(res.json.data[0]).toMatchObject({
      InitiatedBy: 'admin@example.com',
      Type: 'Deal',
      TotalDevicesPushed: 0,
      Status: 'not sent: no provider configured',
      Others: { dealid: 'x' },
    });
    expect(res.json.meta.total).toBe(43);
  });

  it('is for admins only', async () => {
    expect((await t.call(await t.asWaiter(), 'GET', '/dashboard/pushlogs')).status).toBe(403);
    expect((await t.call(null, 'GET', '/dashboard/pushlogs')).status).toBe(401);
  });
});
