/**
 * Every setting a restaurant or the platform sets acts on what a customer sees (GET /mobile/menu) and on what they
 * can order (POST /mobile/order/place): each test changes one setting and shows both.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closedAvailability } from '../../../contract/availability';
import { calendarDay } from '../../../contract/dates';
import type { CustomerMenu } from '../../../contract/menu/schemas';
import { higherCategories, menuCategories, restaurants } from '../../db/schema';
import { menuOf, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

/** The customer's view of a demo restaurant. */
async function view(name: string): Promise<CustomerMenu> {
  const res = await t.call(null, 'GET', '/mobile/menu', { query: { restaurant: await t.restaurantId(name) } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}
const categoryNames = (v: { categories: { name: string }[] }) => v.categories.map((c) => c.name);
const itemIn = (v: CustomerMenu, name: string) => v.categories.flatMap((c) => c.items).find((i) => i.name === name);

/** Places an order that must be refused with 403 on one field with this message. */
async function refused(restaurant: string, body: Record<string, unknown>, param: string, msg: string | RegExp) {
  const res = await place(t, restaurant, body);
  expect(res.status, JSON.stringify(res.json)).toBe(403);
  expect(res.json.Message).toHaveLength(1);
  expect(res.json.Message[0].param).toBe(param);
  expect(res.json.Message[0].msg).toMatch(msg);
}
async function placed(restaurant: string, body: Record<string, unknown> = {}) {
  const res = await place(t, restaurant, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data;
}

async function setRestaurant(name: string, set: Partial<typeof restaurants.$inferInsert>) {
  await t.db
    .update(restaurants)
    .set(set)
    .where(eq(restaurants.id, await t.restaurantId(name)));
}

async function editConfig(name: string, value: unknown) {
  const admin = await t.asAdmin();
  const items = (await t.call(admin, 'GET', '/config/fetch')).json.data;
  const id = items.find((i: { Name: string }) => i.Name === name)._id;
  const res = await t.call(admin, 'PUT', '/config/edit', { body: { id, value } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('opening hours', () => {
  it('closed now: the view says so and an order is refused; an advance order needs an open time', async () => {
    const [bistro] = await t.db.select().from(restaurants).where(eq(restaurants.name, 'Demo Bistro'));
    expect((await view('Demo Bistro')).restaurant).toMatchObject({
      open: true,
      todaysHours: [{ start: '00:00', end: '23:59' }],
    });
    await setRestaurant('Demo Bistro', { availability: closedAvailability() });
    expect((await view('Demo Bistro')).restaurant).toMatchObject({ open: false, todaysHours: [] });
    await refused('Demo Bistro', {}, 'restaurant', /^Demo Bistro is closed on \w+days$/);
    const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await refused(
      'Demo Bistro',
      { isAdvanceOrder: true, advanceOrderDate: later },
      'advanceOrderDate',
      /^Demo Bistro is closed/,
    );
    await setRestaurant('Demo Bistro', { availability: bistro.availability });
    expect((await placed('Demo Bistro', { isAdvanceOrder: true, advanceOrderDate: later })).isAdvanceOrder).toBe(true);
  });

  it("the platform's lag time is the advance orders' minimum", async () => {
    await editConfig('lagTime', 60);
    expect((await view('Demo Bistro')).restaurant.advanceOrders).toEqual({ allowed: true, minutesAhead: 60 });
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    await refused(
      'Demo Bistro',
      { isAdvanceOrder: true, advanceOrderDate: inMinutes(45) },
      'advanceOrderDate',
      'An advance order must be at least 60 minutes ahead',
    );
    await placed('Demo Bistro', { isAdvanceOrder: true, advanceOrderDate: inMinutes(75) });
    await editConfig('lagTime', 30);
  });
});

describe('categories', () => {
  it('a hidden category is not shown and its products cannot be ordered', async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const drinks = and(
      eq(menuCategories.restaurantId, await t.restaurantId('Demo Bistro')),
      eq(menuCategories.category, 'Drinks'),
    );
    expect(categoryNames(await view('Demo Bistro'))).toContain('Drinks');
    await t.db.update(menuCategories).set({ ishidden: true }).where(drinks);
    const hidden = await view('Demo Bistro');
    expect(categoryNames(hidden)).not.toContain('Drinks');
    expect(itemIn(hidden, 'Coffee')).toBeUndefined();
    await refused('Demo Bistro', {}, 'lines.0.menu', 'Coffee cannot be ordered right now: Drinks is not on the menu');
    await t.db.update(menuCategories).set({ ishidden: false }).where(drinks);
    await placed('Demo Bistro', { lines: [{ menu: menu.item('Coffee'), qty: 1 }] });
  });

  it("a category outside its higher category's hours is not shown and cannot be ordered from", async () => {
    const bar = and(
      eq(higherCategories.restaurantId, await t.restaurantId('Demo Bistro')),
      eq(higherCategories.category, 'Bar'),
    );
    const [before] = await t.db.select().from(higherCategories).where(bar);
    await t.db.update(higherCategories).set({ availability: closedAvailability() }).where(bar);
    const v = await view('Demo Bistro');
    expect(categoryNames(v)).not.toContain('Drinks');
    expect(categoryNames(v).length).toBeGreaterThan(0);
    await refused(
      'Demo Bistro',
      {},
      'lines.0.menu',
      /^Coffee cannot be ordered right now: Bar is not served on \w+days$/,
    );
    await t.db.update(higherCategories).set({ availability: before.availability }).where(bar);
    expect(categoryNames(await view('Demo Bistro'))).toContain('Drinks');
  });
});

describe('payment types', () => {
  it("the platform's switch turns a payment type off everywhere", async () => {
    expect((await view('Demo Bistro')).restaurant.paymentTypes).toEqual(['mobilepay', 'card', 'mobile payments']);
    await placed('Demo Bistro', { paymentType: 'mobilepay' });
    await editConfig('payment', { mobilepay: false });
    expect((await view('Demo Bistro')).restaurant.paymentTypes).toEqual(['card', 'mobile payments']);
    await refused(
      'Demo Bistro',
      { paymentType: 'mobilepay' },
      'paymentType',
      'MobilePay is not accepted at Demo Bistro',
    );
    await editConfig('payment', { mobilepay: true });
    // Kevin is off on the platform in the demo.
    await refused('Demo Bistro', { paymentType: 'kevin' }, 'paymentType', 'Kevin is not accepted at Demo Bistro');
  });

  it("the restaurant's own MobilePay switch", async () => {
    expect((await view('Harbour Grill')).restaurant.paymentTypes).not.toContain('mobilepay');
    await refused(
      'Harbour Grill',
      { paymentType: 'mobilepay' },
      'paymentType',
      'MobilePay is not accepted at Harbour Grill',
    );
    await setRestaurant('Harbour Grill', { ismobilepayenabled: true });
    expect((await view('Harbour Grill')).restaurant.paymentTypes).toContain('mobilepay');
    await placed('Harbour Grill', { paymentType: 'mobilepay' });
    await setRestaurant('Harbour Grill', { ismobilepayenabled: false });
  });
});

describe('tips', () => {
  it('a tip percentage must be one of the options; without options, tips are amounts', async () => {
    expect((await view('Demo Bistro')).restaurant.tipOptions.map((o: { percentage: number }) => o.percentage)).toEqual([
      5, 10, 15,
    ]);
    await refused(
      'Demo Bistro',
      { tippercentage: 37 },
      'tippercentage',
      'Please choose a tip of 5 %, 10 %, 15 % at Demo Bistro',
    );
    expect(await placed('Demo Bistro', { tippercentage: 10 })).toMatchObject({ tip: 3.5, tippercentage: 10 });

    expect((await view('Harbour Grill')).restaurant.tipOptions).toEqual([]);
    await refused(
      'Harbour Grill',
      { tippercentage: 10 },
      'tippercentage',
      'Harbour Grill offers no tip percentages: please give a tip as an amount',
    );
    expect(await placed('Harbour Grill', { tip: 7 })).toMatchObject({ tip: 7 });
  });
});

describe('discount', () => {
  it('prices in the view and on the order less the discount, shown as its own line that adds up', async () => {
    await setRestaurant('Demo Bistro', { discountenabled: true, discount: 10 });
    const v = await view('Demo Bistro');
    expect(v.restaurant.discount).toBe(10);
    expect(itemIn(v, 'Coffee')).toMatchObject({ price: 31.5, originalPrice: 35 });
    const burger = itemIn(v, 'Bistro burger');
    expect(burger).toMatchObject({ price: 134.1, originalPrice: 149 });

    const o = await placed('Demo Bistro', { lines: [{ menu: itemIn(v, 'Coffee')!._id, qty: 2 }], tippercentage: 10 });
    // 2 × 35 = 70, less 10 % = 63; the tip is 10 % of what the lines cost (6.30), the bag 3.
    expect(o).toMatchObject({ subtotal: 70, discount: 7, tip: 6.3, bagTakeAwayPrice: 3, total: 72.3 });
    expect(o.lines[0].price).toBe(35);
    await t.call(await t.asAdmin(), 'PUT', '/orders/restaurant/acceptorder', { body: { id: o._id } });
    const today = calendarDay(new Date(), 'Europe/Copenhagen');
    const report = await t.call(await t.asBistro(), 'GET', '/orders/restaurant/report/confirmed', {
      query: { restaurant: await t.restaurantId('Demo Bistro'), startdate: today, enddate: today },
    });
    expect(report.status, JSON.stringify(report.json)).toBe(200);
    const row = report.json.data.find((r: { _id: string }) => r._id === o._id);
    expect(row).toMatchObject({ subtotal: 70, discount: 7, tip: 6.3, total: 72.3 });

    await setRestaurant('Demo Bistro', { discountenabled: false });
    expect(itemIn(await view('Demo Bistro'), 'Coffee')).toMatchObject({ price: 35, originalPrice: 35 });
    expect(await placed('Demo Bistro')).toMatchObject({ subtotal: 35, discount: 0, total: 38 });
  });
});
