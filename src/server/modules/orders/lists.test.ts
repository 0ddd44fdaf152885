/**
 * What the kitchen reads: counts per status, the orders of one status in the right order, search by
 * number or reference, recent orders, and a customer's history.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../contract/orders/constants';
import type { OrderCounts } from '../../../contract/orders/schemas';
import { callAwaiter, customers, orders, restaurants } from '../../db/schema';
import { newCall, newOrder, orderIn, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
type O = {
  _id: string;
  id: number;
  refNo: string;
  status: string;
  date: string;
  dateUpdated: string;
  restaurant: { _id: string; Name: string };
};

/** Counts straight from the database, to compare the API with. */
async function countsInDb(restaurantId: string): Promise<OrderCounts> {
  const rows = await t.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId))
    .groupBy(orders.status);
  const [{ n: calls }] = await t.db
    .select({ n: count() })
    .from(callAwaiter)
    .where(and(eq(callAwaiter.restaurantId, restaurantId), eq(callAwaiter.status, 'preorder')));
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Omit<
    OrderCounts,
    'callawaiter'
  >;
  return { ...counts, callawaiter: calls };
}

const countsVia = async (
  path: '/orders/restaurant/count' | '/restaurant/fetchwithordersspecific',
  restaurant: string,
) => {
  const res = await t.call(await t.asBistro(), 'GET', path, { query: { restaurant } });
  expect(res.status).toBe(200);
  return path === '/orders/restaurant/count' ? res.json.data : res.json.data.Orders;
};

const fetchStatus = async (status: string, query: Record<string, unknown> = {}) =>
  t.call(await t.asBistro(), 'GET', '/orders/restaurant/fetch/:status', {
    params: { status },
    query: { restaurant: await t.restaurantId('Demo Bistro'), ...query },
  });

const isSorted = (xs: string[], dir: 'asc' | 'desc') =>
  xs.every((x, i) => i === 0 || (dir === 'asc' ? xs[i - 1] <= x : xs[i - 1] >= x));

describe('counts', () => {
  it('counts orders per status and open call-a-waiter requests, and follows new orders and calls', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const before = await countsInDb(bistro);
    expect(before.pending).toBeGreaterThan(0);
    expect(before.callawaiter).toBeGreaterThan(0);
    expect(await countsVia('/orders/restaurant/count', bistro)).toEqual(before);

    await newOrder(t, 'Demo Bistro');
    await orderIn(t, 'Demo Bistro', 'cancelled');
    await newCall(t, 'Demo Bistro');
    await newOrder(t, 'Harbour Grill');
    const expected = {
      ...before,
      pending: before.pending + 1,
      cancelled: before.cancelled + 1,
      callawaiter: before.callawaiter + 1,
    };
    expect(await countsVia('/orders/restaurant/count', bistro)).toEqual(expected);
    expect(await countsVia('/restaurant/fetchwithordersspecific', bistro)).toEqual(expected);
  });

  it('fetchwithordersspecific gives the restaurant with its counts', async () => {
    const res = await t.call(await t.asWaiter(), 'GET', '/restaurant/fetchwithordersspecific', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(res.json.data).toMatchObject({
      Name: 'Demo Bistro',
      currency: { code: 'DKK' },
      iscallawaiter: true,
      allowAdvanceOrder: true,
      timezone: 'Europe/Copenhagen',
    });
  });
});

describe('orders of one status', () => {
  it("'preorder' is pending, listed oldest first", async () => {
    await newOrder(t, 'Demo Bistro');
    const pre = await fetchStatus('preorder');
    const pending = await fetchStatus('pending');
    expect(pre.status).toBe(200);
    expect(pre.json).toEqual(pending.json);
    const data: O[] = pending.json.data;
    expect(data.length).toBe((await countsInDb(await t.restaurantId('Demo Bistro'))).pending);
    expect(data.every((o) => o.status === 'pending' && o.restaurant.Name === 'Demo Bistro')).toBe(true);
    expect(
      isSorted(
        data.map((o) => o.date),
        'asc',
      ),
    ).toBe(true);
  });

  it('finished orders come newest first, paged with meta', async () => {
    const res = await fetchStatus('completed', { page: 2, size: 20 });
    expect(res.status).toBe(200);
    const total = (await countsInDb(await t.restaurantId('Demo Bistro'))).completed;
    expect(res.json.meta).toEqual({ current_page: 2, last_page: Math.ceil(total / 20), total, page_limit: 20 });
    const data: O[] = res.json.data;
    expect(data).toHaveLength(20);
    expect(data.every((o) => o.status === 'completed')).toBe(true);
    expect(
      isSorted(
        data.map((o) => o.dateUpdated),
        'desc',
      ),
    ).toBe(true);
  });

  it('sortBy=missing-online-pos lists the orders not yet sent to the online POS first, each group oldest first', async () => {
    const confirmed: O[] = (await fetchStatus('confirmed')).json.data;
    expect(confirmed.length).toBeGreaterThan(2);
    const sent = [confirmed[0]._id, confirmed[1]._id];
    await t.db.update(orders).set({ onlineposid: 'POS-123' }).where(inArray(orders.id, sent));
    const data: (O & { onlineposid: string })[] = (await fetchStatus('confirmed', { sortBy: 'missing-online-pos' }))
      .json.data;
    expect(data.map((o) => o._id).slice(-2)).toEqual(sent);
    expect(data.slice(0, -2).every((o) => o.onlineposid === '')).toBe(true);
    expect(
      isSorted(
        data.slice(0, -2).map((o) => o.date),
        'asc',
      ),
    ).toBe(true);
  });

  it('refuses a status that does not exist', async () => {
    const res = await fetchStatus('lost');
    expect(res.status).toBe(403);
    expect(res.json.Message[0].param).toBe('status');
  });
});

describe('search', () => {
  it('finds an order of the restaurant by display number, with or without #', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const restaurant = await t.restaurantId('Demo Bistro');
    for (const orderid of [String(order.id), `#${order.id}`]) {
      const res = await t.call(await t.asBistro(), 'GET', '/orders/restaurant/searchorder', {
        query: { restaurant, orderid },
      });
      expect(res.status).toBe(200);
      expect(res.json.data.map((o: O) => o._id)).toEqual([order._id]);
    }
  });

  it('finds by reference in any case, with or without the hyphen or leading zeros', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const n = Number(order.refNo.slice(2));
    const restaurant = await t.restaurantId('Demo Bistro');
    for (const orderid of [
      order.refNo,
      order.refNo.toLowerCase(),
      `d${String(n).padStart(3, '0')}`,
      `D-${n}`,
      ` d${n} `,
    ]) {
      const res = await t.call(await t.asBistro(), 'GET', '/orders/restaurant/searchorder', {
        query: { restaurant, orderid },
      });
      expect(res.status, orderid).toBe(200);
      const found: O[] = res.json.data;
      expect(
        found.map((o) => o._id),
        orderid,
      ).toContain(order._id);
      expect(found.every((o) => o.refNo === order.refNo)).toBe(true);
    }
  });

  it('filters the search by status and answers an empty list when nothing matches', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const restaurant = await t.restaurantId('Demo Bistro');
    const search = async (status: string) =>
      (
        await t.call(await t.asBistro(), 'GET', '/orders/restaurant/searchorder', {
          query: { restaurant, orderid: String(order.id), status },
        })
      ).json;
    expect((await search('preorder')).data.map((o: O) => o._id)).toEqual([order._id]);
    expect(await search('completed')).toEqual({ data: [], meta: expect.objectContaining({ total: 0 }) });
  });

  it('searchviaorder: an admin finds orders in every restaurant, staff only in their own', async () => {
    const bistro = await newOrder(t, 'Demo Bistro');
    const harbour = await newOrder(t, 'Harbour Grill');
    const ids = async (token: string, orderid: string) =>
      ((await t.call(token, 'GET', '/restaurants/searchviaorder', { query: { orderid } })).json.data as O[]).map(
        (o) => o._id,
      );
    // The display numbers of both restaurants start at 1001, so the same numbers exist in each.
    const shared = String(Math.min(bistro.id, harbour.id) - 1);
    const adminHits = (
      await t.call(await t.asAdmin(), 'GET', '/restaurants/searchviaorder', { query: { orderid: shared } })
    ).json.data as O[];
    expect(new Set(adminHits.map((o) => o.restaurant.Name))).toEqual(new Set(['Demo Bistro', 'Harbour Grill']));
    const staffHits = (
      await t.call(await t.asBistro(), 'GET', '/restaurants/searchviaorder', { query: { orderid: shared } })
    ).json.data as O[];
    expect(staffHits.map((o) => o.restaurant.Name)).toEqual(['Demo Bistro']);

    expect(await ids(await t.asAdmin(), harbour.refNo)).toContain(harbour._id);
    expect(await ids(await t.asBistro(), harbour.refNo)).not.toContain(harbour._id);
    expect(await ids(await t.asHarbour(), harbour.refNo)).toContain(harbour._id);
  });
});

describe('recent orders', () => {
  const recent = async (token: string, query: Record<string, unknown> = {}) =>
    (await t.call(token, 'GET', '/orders/recent', { query })).json;

  it('admins see every restaurant, newest first, 25 a page', async () => {
    const [{ n: total }] = await t.db.select({ n: count() }).from(orders);
    const first = await recent(await t.asAdmin());
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 25), total, page_limit: 25 });
    expect(first.data).toHaveLength(25);
    expect(
      isSorted(
        first.data.map((o: O) => o.date),
        'desc',
      ),
    ).toBe(true);
    const second = await recent(await t.asAdmin(), { page: 2 });
    expect(second.data).toHaveLength(25);
    expect(second.data[0].date <= first.data[24].date).toBe(true);
    const seen = new Set([...first.data, ...second.data].map((o: O) => o._id));
    expect(seen.size).toBe(50);
  });

  it("carries each order's restaurant time zone (lists across restaurants show dates in it)", async () => {
    const harbour = await t.restaurantId('Harbour Grill');
    const [{ before }] = await t.db
      .select({ before: restaurants.timezone })
      .from(restaurants)
      .where(eq(restaurants.id, harbour));
    await t.db.update(restaurants).set({ timezone: 'Atlantic/Reykjavik' }).where(eq(restaurants.id, harbour));
    try {
      const zones = new Map(
        (await t.db.select({ id: restaurants.id, zone: restaurants.timezone }).from(restaurants)).map((r) => [
          r.id,
          r.zone,
        ]),
      );
      expect(zones.get(harbour)).toBe('Atlantic/Reykjavik');
      const data = (await recent(await t.asAdmin(), { page: 1, size: 100 })).data as (O & {
        restaurant: { timezone?: string };
      })[];
      expect(data.some((o) => o.restaurant._id === harbour)).toBe(true);
      for (const o of data) expect(o.restaurant.timezone).toBe(zones.get(o.restaurant._id));
    } finally {
      await t.db.update(restaurants).set({ timezone: before }).where(eq(restaurants.id, harbour));
    }
  });

  it('staff see only their own restaurant', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const [{ n: own }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, bistro));
    const res = await recent(await t.asWaiter());
    expect(res.meta.total).toBe(own);
    expect(res.data.every((o: O) => o.restaurant._id === bistro)).toBe(true);
    const harbour = await recent(await t.asHarbour());
    expect(harbour.data.every((o: O) => o.restaurant.Name === 'Harbour Grill')).toBe(true);
  });

  it('filters by status', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const res = await recent(await t.asBistro(), { status: 'refunded' });
    expect(res.meta.total).toBe((await countsInDb(bistro)).refunded);
    expect(res.data.every((o: O) => o.status === 'refunded')).toBe(true);
  });
});

describe("a customer's order history", () => {
  it("lists the customer's orders, newest first", async () => {
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.lastOrderFrom, await t.restaurantId('Harbour Grill')))
      .limit(1);
    const placed = await place(t, 'Demo Bistro', { guest: undefined, customer: customer.id }, await t.asAdmin());
    expect(placed.status).toBe(201);
    const [{ n }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id));
    const res = await t.call(await t.asAdmin(), 'GET', '/user/orderHistory', { query: { id: customer.id } });
    expect(res.status).toBe(200);
    const data: (O & { user: { _id: string } })[] = res.json.data;
    expect(data).toHaveLength(n);
    expect(data[0]._id).toBe(placed.json.data._id);
    // The names the specification gives a history item, beside the order's own.
    const first = placed.json.data as O & { total: number };
    expect(data[0]).toMatchObject({
      Status: 'pending',
      Restaurant: { Name: 'Demo Bistro' },
      Date: first.date,
      OrderId: first.id,
      Total: first.total,
    });
    expect(data.every((o) => o.user._id === customer.id)).toBe(true);
    expect(
      isSorted(
        data.map((o) => o.date),
        'desc',
      ),
    ).toBe(true);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/user/orderHistory', { query: { id: 'c'.repeat(24) } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ Message: 'Customer not found', code: 'NOT_FOUND' });
  });
});
