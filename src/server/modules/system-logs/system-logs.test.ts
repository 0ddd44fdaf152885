import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-logins';
import { useTestApp } from '../../../../tests/support/test-app';
import { configItems, menuItems, systemLogs } from '../../db/schema';

const t = useTestApp();
const newest = async () =>
  (await t.db.select().from(systemLogs).orderBy(desc(systemLogs.dateTime), desc(systemLogs.id)).limit(1))[0];
const count = async () => (await t.db.select({ id: systemLogs.id }).from(systemLogs)).length;

describe('GET /logs/fetch', () => {
  it("pages the system log 10 at a time by default, newest first, in the spec's shape", async () => {
    const admin = await t.asAdmin();
    const res = await t.call(admin, 'GET', '/logs/fetch');
    expect(res.status).toBe(200);
    const total = await count();
    expect(total).toBeGreaterThan(20);
    expect(res.json.pagination).toEqual({ page: 1, size: 10, total, pages: Math.ceil(total / 10) });
    expect(res.json.records).toHaveLength(10);
    const times = res.json.records.map((r: { DateTime: string }) => r.DateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.json.records[0]).toEqual({
      _id: expect.any(String),
      DateTime: expect.any(String),
      Email: expect.any(String),
      Type: expect.any(String),
      Others: expect.any(Object),
    });

    const last = await t.call(admin, 'GET', '/logs/fetch', { query: { page: Math.ceil(total / 25), size: 25 } });
    expect(last.json.pagination).toEqual({
      page: Math.ceil(total / 25),
      size: 25,
      total,
      pages: Math.ceil(total / 25),
    });
    expect(last.json.records.length).toBe(total - 25 * (Math.ceil(total / 25) - 1));
  });

  it('is for admins only', async () => {
    expect((await t.call(await t.asBistro(), 'GET', '/logs/fetch')).status).toBe(403);
    expect((await t.call(null, 'GET', '/logs/fetch')).status).toBe(401);
  });
});

describe('the system log records every change', () => {
  it('records a change with who, what, the record and the request', async () => {
    const admin = await t.asAdmin();
    const [lag] = (await t.db.select().from(configItems)).filter((c) => c.name === 'lagTime');
    const res = await t.call(admin, 'PUT', '/config/edit', { body: { id: lag.id, value: 45 } });
    expect(res.status).toBe(200);
    const row = await newest();
    expect(row.email).toBe('admin@example.com');
    expect(row.type).toBe('Change the value of a config item');
    expect(row.others).toMatchObject({
      method: 'PUT',
      path: '/api/config/edit',
      status: 200,
      id: lag.id,
      body: { id: lag.id, value: 45 },
    });
    const page = await t.call(admin, 'GET', '/logs/fetch');
    expect(page.json.records[0]).toMatchObject({
      Email: 'admin@example.com',
      Type: 'Change the value of a config item',
      Others: { id: lag.id },
    });
  });

  it('never writes passwords, and names what was created', async () => {
    const res = await t.call(await t.asAdmin(), 'POST', '/admin/add', {
      body: { name: 'Logged Admin', type: 'Admin', email: 'logged-admin@example.com', password: 'secret-password-1' },
    });
    expect(res.status).toBe(200);
    const row = await newest();
    expect(row.type).toBe('Create an admin user');
    expect(row.others).toMatchObject({
      method: 'POST',
      status: 200,
      id: res.json.data._id,
      body: { email: 'logged-admin@example.com', password: '[hidden]' },
    });
    expect(JSON.stringify(row.others)).not.toContain('secret-password-1');
  });

  it('records sign-in (with the restaurant) and logout', async () => {
    const bistro = DEMO_LOGINS.find((l) => l.email === 'bistro@example.com')!;
    const token = await t.login(bistro.email, bistro.password);
    const signIn = await newest();
    expect(signIn.email).toBe('bistro@example.com');
    expect(signIn.type).toBe('Sign in');
    expect(signIn.others).toMatchObject({
      path: '/api/restaurant/authenticate',
      status: 200,
      restaurant: { _id: await t.restaurantId('Demo Bistro'), Name: 'Demo Bistro' },
    });
    expect(JSON.stringify(signIn.others)).not.toContain(bistro.password);
    expect(JSON.stringify(signIn.others)).not.toContain(token);

    expect((await t.call(token, 'DELETE', '/admin/logout')).status).toBe(200);
    const logout = await newest();
    expect(logout).toMatchObject({
      email: 'bistro@example.com',
      type: 'Logout',
      others: { method: 'DELETE', status: 200 },
    });
  });

  it('records staff actions with their restaurant', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const call = await t.call(null, 'POST', '/mobile/callawaiter', {
      body: { restaurant: bistro, tablenumber: 5, name: 'Logged Guest' },
    });
    const waiter = await t.asWaiter();
    const before = await count();
    const res = await t.call(waiter, 'POST', '/callawaiter/accept', { body: { id: call.json.data._id } });
    expect(res.status).toBe(200);
    expect(await count()).toBe(before + 1);
    expect(await newest()).toMatchObject({
      email: 'waiter@example.com',
      type: 'Accept an open request',
      others: { id: call.json.data._id, restaurant: { _id: bistro, Name: 'Demo Bistro' } },
    });
  });

  it('names an order action by its message', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const items = await t.db.select().from(menuItems).where(eq(menuItems.restaurantId, bistro));
    const item = items.find((i) => i.isavailable && !i.attributes.some((g) => g.attributesRequired))!;
    const placed = await t.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant: bistro,
        lines: [{ menu: item.id, qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: { name: 'Audit Guest', mobilenumber: '+45 12121212' },
      },
    });
    expect(placed.status).toBe(201);
    const res = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/acceptorder', {
      body: { id: placed.json.data._id },
    });
    expect(res.status).toBe(200);
    expect(await newest()).toMatchObject({
      email: 'bistro@example.com',
      type: 'Order accepted',
      others: { id: placed.json.data._id, restaurant: { Name: 'Demo Bistro' } },
    });
  });

  it('records nothing for reads (also the POSTs that only read), refusals, failed sign-ins, anonymous calls or a replayed request', async () => {
    const admin = await t.asAdmin();
    const bistro = await t.asBistro();
    const before = await count();
    await t.call(admin, 'GET', '/config/fetch');
    expect(
      (
        await t.call(admin, 'POST', '/mobile/restaurant/fetchspecific', {
          body: { id: await t.restaurantId('Demo Bistro') },
        })
      ).status,
    ).toBe(200);
    const [fee] = (await t.db.select().from(configItems)).filter((c) => c.name === 'cardfee');
    expect((await t.call(admin, 'PUT', '/config/edit', { body: { id: fee.id, value: 500 } })).status).toBe(403);
    expect((await t.call(bistro, 'PUT', '/config/edit', { body: { id: fee.id, value: 2 } })).status).toBe(403);
    expect(
      (
        await t.call(null, 'POST', '/admin/authenticate', {
          body: { email: 'admin@example.com', password: 'wrong-password' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call(null, 'POST', '/mobile/callawaiter', {
          body: { restaurant: await t.restaurantId('Demo Bistro'), tablenumber: 2, name: 'Anon' },
        })
      ).status,
    ).toBe(201);
    expect(await count()).toBe(before);

    const headers = { 'idempotency-key': 'audit-replay-1' };
    expect((await t.call(admin, 'PUT', '/config/edit', { body: { id: fee.id, value: 2 }, headers })).status).toBe(200);
    expect(
      (await t.call(admin, 'PUT', '/config/edit', { body: { id: fee.id, value: 2 }, headers })).headers[
        'idempotent-replayed'
      ],
    ).toBe('true');
    expect(await count()).toBe(before + 1);
  });
});
