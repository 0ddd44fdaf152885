import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';

describe('GET /dashboard/home', () => {
  const t = useTestApp();

  it('counts admins, customers, deals, news and restaurants of the demo data', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/dashboard/home');
    expect(res.status).toBe(200);
    // Users counts platform admins only (admin@ and ops@), not the three restaurant staff.
    expect(res.json).toEqual({ data: { Users: 2, Registeredusers: 48, Deals: 33, News: 30, Restaurant: 3 } });
  });

  it('counts a new admin user', async () => {
    const admin = await t.asAdmin();
    const created = await t.call(admin, 'POST', '/admin/add', {
      body: { name: 'Counted Admin', type: 'Admin', email: 'counted@example.com', password: 'counted-pass' },
    });
    expect(created.status).toBe(200);
    const res = await t.call(admin, 'GET', '/dashboard/home');
    expect(res.json.data.Users).toBe(3);
  });
});
