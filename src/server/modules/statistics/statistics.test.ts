import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../contract/availability';
import { CURRENCIES } from '../../../contract/restaurants/constants';
import { DATE_RANGE_MESSAGES, calendarDay } from '../../../contract/dates';
import { addDays, HOURS, STATS_MESSAGES, toUsDate } from '../../../contract/statistics/routes';
import { useTestApp } from '../../../../tests/support/test-app';
import { newId } from '../../db/ids';
import { menuItems, orders, restaurants, type OrderStatus, type StoredOrderLine } from '../../db/schema';

const t = useTestApp();

/** Two restaurants of our own, far from the demo's dates (which are the last five weeks). */
let copenhagen: string;
let newYork: string;
let items: { vegan: string; veganSpicy: string; plain: string };
let orderNo = 5000;

async function restaurant(name: string, timezone: string) {
  const [r] = await t.db
    .insert(restaurants)
    .values({ name, timezone, availability: defaultAvailability(), currency: CURRENCIES.DKK })
    .returning({ id: restaurants.id });
  return r.id;
}

const line = (menu: string): StoredOrderLine => ({
  menu,
  name: 'Dish',
  category: 'Mains',
  categoryId: null,
  qty: 1,
  price: 0,
  notes: '',
  isReward: false,
  attributes: [],
  extras: [],
});

/** An order placed at `at` (UTC) with `total` in minor units. */
async function order(
  restaurantId: string,
  at: string,
  total: number,
  status: OrderStatus = 'completed',
  menu: string[] = [],
) {
  orderNo += 1;
  const createdAt = new Date(at);
  await t.db.insert(orders).values({
    id: newId(createdAt),
    restaurantId,
    orderNumber: orderNo,
    refNo: `T-${orderNo}`,
    status,
    dineIn: true,
    paymentType: 'card',
    lines: menu.map(line),
    subtotal: total,
    total,
    createdAt,
    updatedAt: createdAt,
  });
}

beforeAll(async () => {
  copenhagen = await restaurant('Stats Copenhagen', 'Europe/Copenhagen');
  newYork = await restaurant('Stats New York', 'America/New_York');
  const made = await t.db
    .insert(menuItems)
    .values([
      { restaurantId: copenhagen, name: 'Falafel', price: 5000, tags: [{ label: 'Vegan', value: 'Vegan' }] },
      {
        restaurantId: copenhagen,
        name: 'Chili tofu',
        price: 6000,
        tags: [
          { label: 'vegan ', value: 'vegan' },
          { label: 'Spicy', value: 'Spicy' },
        ],
      },
      { restaurantId: copenhagen, name: 'Bread', price: 1000, tags: [] },
    ])
    .returning({ id: menuItems.id });
  items = { vegan: made[0].id, veganSpicy: made[1].id, plain: made[2].id };

  // Copenhagen is UTC+1 in March 2024 (summer time starts on 31 March).
  await order(copenhagen, '2024-02-29T23:30:00Z', 700, 'completed', [items.vegan, items.veganSpicy]); // 1 March 00:30 local
  await order(copenhagen, '2024-03-01T10:00:00Z', 10_000, 'completed', [items.veganSpicy]); // 11:00
  await order(copenhagen, '2024-03-01T10:40:00Z', 2_000, 'confirmed', [items.vegan, items.plain]); // 11:40
  await order(copenhagen, '2024-03-01T12:00:00Z', 5_050, 'completed', [items.plain]); // 13:00
  await order(copenhagen, '2024-03-01T13:00:00Z', 99_900, 'cancelled', [items.veganSpicy]);
  await order(copenhagen, '2024-03-01T14:00:00Z', 88_800, 'refunded', [items.veganSpicy]);
  await order(copenhagen, '2024-03-01T15:00:00Z', 77_700, 'pending', [items.veganSpicy]);
  await order(copenhagen, '2024-03-01T23:30:00Z', 2_500); // 2 March 00:30 local
  await order(copenhagen, '2024-03-03T23:30:00Z', 4_400); // 4 March: outside 1–3 March
  // New York is UTC-5: 03:00 UTC on 2 March is 22:00 on 1 March there (and 04:00 on 2 March in Copenhagen).
  await order(newYork, '2024-03-02T03:00:00Z', 1_234);
});

describe('GET /statistics/overall', () => {
  const overall = async (query: Record<string, string>) =>
    t.call(await t.asAdmin(), 'GET', '/statistics/overall', { query });

  it('sums the sales of each local day, including days without sales, and leaves out cancelled, refunded and pending orders', async () => {
    const res = await overall({ startdate: '2024-03-01', enddate: '2024-03-03', restaurant: copenhagen });
    expect(res.status).toBe(200);
    // 1 March: 7.00 (placed 23:30 UTC the day before) + 100.00 + 20.00 + 50.50; 2 March: 25.00 (23:30 UTC on 1 March).
    expect(res.json).toEqual({
      label: ['2024-03-01', '2024-03-02', '2024-03-03'],
      value: [177.5, 25, 0],
      currency: 'DKK',
    });
  });

  it("counts days in the restaurant's own time zone, and in Copenhagen's for all restaurants", async () => {
    const ny = await overall({ startdate: '2024-03-01', enddate: '2024-03-02', restaurant: newYork });
    expect(ny.json.value).toEqual([12.34, 0]);
    const all = await overall({ startdate: '2024-03-01', enddate: '2024-03-02' });
    expect(all.json).toEqual({ label: ['2024-03-01', '2024-03-02'], value: [177.5, 25 + 12.34], currency: 'DKK' });
  });

  it('answers one day for a one-day range', async () => {
    const res = await overall({ startdate: '2024-03-02', enddate: '2024-03-02', restaurant: copenhagen });
    expect(res.json).toEqual({ label: ['2024-03-02'], value: [25], currency: 'DKK' });
  });

  it('agrees with the demo orders of the last five weeks', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const res = await overall({ startdate: addDays(calendarDay(), -34), enddate: calendarDay(), restaurant: bistro });
    expect(res.status).toBe(200);
    expect(res.json.label).toHaveLength(35);
    const rows = await t.db
      .select({ total: orders.total, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.restaurantId, bistro), inArray(orders.status, ['confirmed', 'completed'])));
    const expected = new Map<string, number>();
    for (const r of rows)
      expected.set(calendarDay(r.createdAt), (expected.get(calendarDay(r.createdAt)) ?? 0) + r.total);
    expect(res.json.value).toEqual(res.json.label.map((d: string) => (expected.get(d) ?? 0) / 100));
    expect(res.json.value.filter((v: number) => v > 0).length).toBeGreaterThan(30);
  });

  it.each([
    [{ startdate: '2024/03/01', enddate: '2024-03-03' }, 'startdate', "'From' must be a date (YYYY-MM-DD)"],
    [{ startdate: '2024-02-30', enddate: '2024-03-03' }, 'startdate', "'From' must be a date (YYYY-MM-DD)"],
    [{ enddate: '2024-03-03' }, 'startdate', "'From' is required"],
    [{ startdate: '2024-03-01' }, 'enddate', "'To' is required"],
    [{ startdate: '2024-03-04', enddate: '2024-03-03' }, 'startdate', DATE_RANGE_MESSAGES.fromAfterTo],
    [{ startdate: '2024-03-01', enddate: addDays(calendarDay(), 1) }, 'enddate', DATE_RANGE_MESSAGES.toAfterToday],
    [{ startdate: '2023-03-01', enddate: '2024-03-01' }, 'startdate', STATS_MESSAGES.tooLong],
    [{ startdate: '2024-03-01', enddate: '2024-03-03', restaurant: 'nope' }, 'restaurant', 'Invalid id'],
  ])('refuses %j with a message under %s', async (query, param, msg) => {
    const res = await overall(query);
    expect(res.status).toBe(403);
    expect(res.json.Message).toContainEqual({ param, msg });
  });

  it('accepts a whole leap year (366 days)', async () => {
    const res = await overall({ startdate: '2024-01-01', enddate: '2024-12-31', restaurant: copenhagen });
    expect(res.status).toBe(200);
    expect(res.json.label).toHaveLength(366);
    expect(res.json.label[59]).toBe('2024-02-29');
  });

  it('names an unknown restaurant under its field', async () => {
    const res = await overall({ startdate: '2024-03-01', enddate: '2024-03-03', restaurant: newId() });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'restaurant', msg: STATS_MESSAGES.restaurantNotFound }],
      code: 'VALIDATION',
    });
  });
});

describe('GET /statistics/hourly', () => {
  const hourly = async (query: Record<string, string>) =>
    t.call(await t.asAdmin(), 'GET', '/statistics/hourly', { query });

  it('answers all 24 local hours with the sales amount and number of orders', async () => {
    const res = await hourly({ date: '03/01/2024', restaurant: copenhagen });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.orders)).toEqual(HOURS);
    expect(res.json.orders['00:00']).toEqual({ total: 7, count: 1 });
    expect(res.json.orders['11:00']).toEqual({ total: 120, count: 2 });
    expect(res.json.orders['13:00']).toEqual({ total: 50.5, count: 1 });
    // Cancelled (14:00), refunded (15:00), pending (16:00) are no sales; 23:30 UTC is the next day.
    const others = HOURS.filter((h) => !['00:00', '11:00', '13:00'].includes(h));
    for (const h of others) expect(res.json.orders[h], h).toEqual({ total: 0, count: 0 });
    expect(res.json.currency).toBe('DKK');
  });

  it('uses the time zone of the restaurant, or Copenhagen for all restaurants', async () => {
    expect((await hourly({ date: '03/01/2024', restaurant: newYork })).json.orders['22:00']).toEqual({
      total: 12.34,
      count: 1,
    });
    const all = await hourly({ date: '03/02/2024' });
    expect(all.json.orders['00:00']).toEqual({ total: 25, count: 1 });
    expect(all.json.orders['04:00']).toEqual({ total: 12.34, count: 1 });
  });

  it('has 24 keys on the day summer time starts', async () => {
    const res = await hourly({ date: '03/31/2024', restaurant: copenhagen });
    expect(Object.keys(res.json.orders)).toHaveLength(24);
  });

  it.each([
    [{ date: '2024-03-01' }, STATS_MESSAGES.dateFormat],
    [{ date: '13/01/2024' }, STATS_MESSAGES.dateFormat],
    [{ date: '02/30/2024' }, STATS_MESSAGES.dateFormat],
    [{ date: toUsDate(addDays(calendarDay(), 1)) }, STATS_MESSAGES.dateAfterToday],
    [{}, STATS_MESSAGES.dateRequired],
  ])('refuses %j', async (query, msg) => {
    const res = await hourly(query);
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'date', msg }]);
  });
});

describe('GET /statistics/toptags', () => {
  it('counts the sales orders holding an item with each tag, tags compared without case', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/statistics/toptags', { query: { restaurant: copenhagen } });
    expect(res.status).toBe(200);
    // Sales orders: [vegan, vegan+spicy], [vegan+spicy], [vegan, plain], [plain], and two without lines.
    expect(res.json).toEqual({ topTags: { Vegan: 3, Spicy: 2 } });
    expect(Object.keys(res.json.topTags)).toEqual(['Vegan', 'Spicy']);
  });

  it('covers every restaurant without one, most ordered first', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/statistics/toptags');
    expect(res.status).toBe(200);
    expect(res.json.topTags.Vegan).toBe(3);
    expect(res.json.topTags.beef).toBeGreaterThan(10);
    const counts = Object.values(res.json.topTags) as number[];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers an empty map for a restaurant without sales', async () => {
    const fresh = await restaurant('Stats Empty', 'Europe/Copenhagen');
    const res = await t.call(await t.asAdmin(), 'GET', '/statistics/toptags', { query: { restaurant: fresh } });
    expect(res.json).toEqual({ topTags: {} });
  });
});

describe('statistics are for platform admins only', () => {
  it.each(['asBistro', 'asWaiter', 'asHarbour'] as const)('%s gets 403', async (who) => {
    const bistro = await t.restaurantId('Demo Bistro');
    for (const [path, query] of [
      ['/statistics/overall', { startdate: '2024-03-01', enddate: '2024-03-03', restaurant: bistro }],
      ['/statistics/hourly', { date: '03/01/2024', restaurant: bistro }],
      ['/statistics/toptags', { restaurant: bistro }],
    ] as const) {
      const res = await t.call(await t[who](), 'GET', path, { query });
      expect(res.status, path).toBe(403);
    }
  });
});
