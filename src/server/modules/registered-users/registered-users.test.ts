import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateFromObjectId } from '../../../contract/common';
import { REGISTERED_USER_MESSAGES as M } from '../../../contract/registered-users/routes';
import { useTestApp } from '../../../../tests/support/test-app';
import { customers, orders } from '../../db/schema';

const t = useTestApp();

describe('GET /user/fetch', () => {
  it('pages the 48 demo customers 25 at a time, newest registration first', async () => {
    const admin = await t.asAdmin();
    const first = await t.call(admin, 'GET', '/user/fetch', { query: { page: 1, size: 25 } });
    expect(first.status).toBe(200);
    expect(first.json.meta).toEqual({ current_page: 1, last_page: 2, total: 48, page_limit: 25 });
    expect(first.json.data).toHaveLength(25);
    const second = await t.call(admin, 'GET', '/user/fetch', { query: { page: 2 } });
    expect(second.json.meta).toEqual({ current_page: 2, last_page: 2, total: 48, page_limit: 25 });
    expect(second.json.data).toHaveLength(23);
    const all = [...first.json.data, ...second.json.data];
    expect(new Set(all.map((u: { _id: string }) => u._id)).size).toBe(48);
    const registered = all.map((u: { _id: string }) => dateFromObjectId(u._id).getTime());
    expect(registered).toEqual([...registered].sort((a, b) => b - a));
  });

  it('gives Email, Provider and the date of the first order (null without orders)', async () => {
    const admin = await t.asAdmin();
    const { json } = await t.call(admin, 'GET', '/user/fetch', { query: { page: 1 } });
    const providers = new Set(json.data.map((u: { Provider: string }) => u.Provider));
    expect(providers).toContain('Local');
    const withOrders = json.data.find((u: { FirstOrder: string | null }) => u.FirstOrder !== null);
    expect(withOrders).toBeTruthy();
    const history = await t.call(admin, 'GET', '/user/orderHistory', { query: { id: withOrders._id } });
    const dates = history.json.data.map((o: { date: string }) => o.date).sort();
    expect(withOrders.FirstOrder).toBe(dates[0]);

    const [quiet] = await t.db
      .insert(customers)
      .values({ email: 'never-ordered@example.net', name: 'Quiet Customer' })
      .returning();
    const top = await t.call(admin, 'GET', '/user/fetch', { query: { page: 1 } });
    expect(top.json.data[0]).toEqual({
      _id: quiet.id,
      Email: 'never-ordered@example.net',
      Name: 'Quiet Customer',
      Provider: 'Local',
      lastOrderFrom: null,
      FirstOrder: null,
    });
    await t.db.delete(customers).where(eq(customers.id, quiet.id));
  });

  it('refuses restaurant staff and a page that is not a number', async () => {
    for (const token of [await t.asBistro(), await t.asWaiter()]) {
      expect((await t.call(token, 'GET', '/user/fetch')).status).toBe(403);
    }
    const res = await t.call(await t.asAdmin(), 'GET', '/user/fetch', { query: { page: 'two' } });
    expect(res.status).toBe(403);
    expect(res.json.Message).toContainEqual({ param: 'page', msg: expect.any(String) });
  });
});

describe('GET /user/searchv2', () => {
  it('finds customers by part of their email, paged', async () => {
    const admin = await t.asAdmin();
    const res = await t.call(admin, 'GET', '/user/searchv2', { query: { key: 'ANNA', page: 1, size: 25 } });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const u of res.json.data) expect(u.Email).toContain('anna');
    expect(res.json.meta).toMatchObject({ current_page: 1, total: res.json.data.length, page_limit: 25 });

    const everyone = await t.call(admin, 'GET', '/user/searchv2', { query: { key: '@example.net', page: 2 } });
    expect(everyone.json.meta).toEqual({ current_page: 2, last_page: 2, total: 48, page_limit: 25 });
  });

  it('takes % and _ in the key literally', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/user/searchv2', { query: { key: '%' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
    expect(res.json.meta.total).toBe(0);
  });

  it('needs a key', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/user/searchv2', { query: { key: '  ' } });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'key', msg: 'Please enter an email to search for' }]);
  });

  it('refuses restaurant staff', async () => {
    expect((await t.call(await t.asHarbour(), 'GET', '/user/searchv2', { query: { key: 'a' } })).status).toBe(403);
  });
});

describe('DELETE /user/delete', () => {
  it('deletes the customer and keeps their orders under their name as a guest', async () => {
    const admin = await t.asAdmin();
    const list = await t.call(admin, 'GET', '/user/fetch', { query: { page: 1 } });
    const target = list.json.data.find((u: { FirstOrder: string | null }) => u.FirstOrder);
    const [person] = await t.db.select().from(customers).where(eq(customers.id, target._id));
    const before = await t.call(admin, 'GET', '/user/orderHistory', { query: { id: target._id } });
    const orderIds: string[] = before.json.data.map((o: { _id: string }) => o._id);
    expect(orderIds.length).toBeGreaterThan(0);

    const res = await t.call(admin, 'DELETE', '/user/delete', { body: { id: target._id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: M.deleted });

    const after = await t.call(admin, 'GET', '/user/fetch', { query: { page: 1 } });
    expect(after.json.meta.total).toBe(list.json.meta.total - 1);
    expect(after.json.data.map((u: { _id: string }) => u._id)).not.toContain(target._id);
    const kept = await t.db.select().from(orders).where(eq(orders.customerId, target._id));
    expect(kept).toEqual([]);
    // Each order is still there, named after the customer, now without a user.
    for (const o of before.json.data.slice(0, 3)) {
      const found = await t.call(admin, 'GET', '/restaurants/searchviaorder', { query: { orderid: String(o.id) } });
      const same = found.json.data.find((x: { _id: string }) => x._id === o._id);
      expect(same).toMatchObject({ user: null, name: person.name, total: o.total });
    }
    const gone = await t.call(admin, 'GET', '/user/orderHistory', { query: { id: target._id } });
    expect(gone.status).toBe(404);
  });

  it('answers 404 for a customer that does not exist, and 403 for a malformed id', async () => {
    const admin = await t.asAdmin();
    const missing = await t.call(admin, 'DELETE', '/user/delete', { body: { id: 'ab'.repeat(12) } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ Message: M.notFound, code: 'NOT_FOUND' });
    const bad = await t.call(admin, 'DELETE', '/user/delete', { body: { id: 'nope' } });
    expect(bad.status).toBe(403);
    expect(bad.json.Message).toEqual([{ param: 'id', msg: 'Invalid id' }]);
  });

  it('refuses restaurant staff and deletes nothing', async () => {
    const [spare] = await t.db.insert(customers).values({ email: 'spare-for-staff@example.net' }).returning();
    const res = await t.call(await t.asBistro(), 'DELETE', '/user/delete', { body: { id: spare.id } });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(customers).where(eq(customers.id, spare.id))).toHaveLength(1);
  });
});
