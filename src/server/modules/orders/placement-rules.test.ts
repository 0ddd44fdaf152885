/**
 * POST /mobile/order/place: what the server checks against the restaurant and its menu (items, extras,
 * choices, tables, advance orders, whether it takes orders at all, who may name a customer). Refused
 * orders store nothing.
 */
import { and, count, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, extras, menuItems, orders, restaurants, tableNumbers } from '../../db/schema';
import { GUEST, menuOf, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0].n;

/** Places an order that must be refused with 403 on one field, and checks that nothing was stored. */
async function refused(restaurant: string, body: Record<string, unknown>, param: string, msg: string) {
  const before = await orderCount();
  const res = await place(t, restaurant, body);
  expect(res.status, JSON.stringify(res.json)).toBe(403);
  expect(res.json.Message).toEqual([{ param, msg }]);
  expect(await orderCount()).toBe(before);
}

describe('placing an order: what is refused', () => {
  it("refuses an unknown item and another restaurant's item with 403 on lines.N.menu", async () => {
    const bistro = await menuOf(t, 'Demo Bistro');
    const harbour = await menuOf(t, 'Harbour Grill');
    const coffee = { menu: bistro.item('Coffee'), qty: 1 };
    await refused(
      'Demo Bistro',
      { lines: [coffee, { menu: harbour.item('Cola'), qty: 1 }] },
      'lines.1.menu',
      'This item is not on the menu',
    );
    await refused(
      'Demo Bistro',
      { lines: [coffee, coffee, { menu: 'f'.repeat(24), qty: 1 }] },
      'lines.2.menu',
      'This item is not on the menu',
    );
  });

  it('refuses a sold-out item and a sold-out extra', async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    await t.db
      .update(menuItems)
      .set({ isavailable: false })
      .where(eq(menuItems.id, menu.item('Koldskål')));
    await refused(
      'Demo Bistro',
      { lines: [{ menu: menu.item('Koldskål'), qty: 1 }] },
      'lines.0.menu',
      'Koldskål is sold out',
    );
    await t.db
      .update(extras)
      .set({ isavailable: false })
      .where(eq(extras.id, menu.extra('Extra bread')));
    await refused(
      'Demo Bistro',
      { lines: [{ menu: menu.item('Soup of the day'), qty: 1, extras: [{ id: menu.extra('Extra bread') }] }] },
      'lines.0.extras',
      'Extra bread is sold out',
    );
  });

  it("refuses an extra the item does not offer, or one of another restaurant's", async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const harbour = await menuOf(t, 'Harbour Grill');
    await refused(
      'Demo Bistro',
      { lines: [{ menu: menu.item('Coffee'), qty: 1, extras: [{ id: menu.extra('Bacon') }] }] },
      'lines.0.extras',
      'This extra is not offered with Coffee',
    );
    const burger = { menu: menu.item('Veggie burger'), qty: 1 };
    await refused(
      'Demo Bistro',
      { lines: [burger, { ...burger, extras: [{ id: harbour.extra('Garlic dip') }] }] },
      'lines.1.extras',
      'This extra is not offered with Veggie burger',
    );
  });

  it('refuses a missing required choice, too many choices in a group, and a choice not offered', async () => {
    const steak = (await menuOf(t, 'Demo Bistro')).item('Flank steak');
    await refused(
      'Demo Bistro',
      { lines: [{ menu: steak, qty: 1, attributes: [{ group: 'side', item: 'fries' }] }] },
      'lines.0.attributes',
      'Please choose Cooking for Flank steak',
    );
    const twice = [
      { group: 'doneness', item: 'rare' },
      { group: 'doneness', item: 'well' },
    ];
    await refused(
      'Demo Bistro',
      { lines: [{ menu: steak, qty: 1, attributes: twice }] },
      'lines.0.attributes',
      'Choose at most 1 of Cooking for Flank steak',
    );
    await refused(
      'Demo Bistro',
      { lines: [{ menu: steak, qty: 1, attributes: [{ group: 'doneness', item: 'blue' }] }] },
      'lines.0.attributes',
      'This choice is not offered with Flank steak',
    );
  });

  it('refuses a dine-in order without a table, at an unknown table, or at a table not in use', async () => {
    await refused('Demo Bistro', { dineIn: true }, 'tablenumber', 'A dine-in order needs a table number');
    await refused('Demo Bistro', { dineIn: true, tablenumber: 17 }, 'tablenumber', 'Table 17 does not exist');
    // The demo's last table (16) is switched off.
    await refused('Demo Bistro', { dineIn: true, tablenumber: 16 }, 'tablenumber', 'Table 16 is not in use');
    await t.db
      .update(tableNumbers)
      .set({ disabled: true })
      .where(eq(tableNumbers.restaurantId, await t.restaurantId('Demo Bistro')));
    await refused('Demo Bistro', { dineIn: true, tablenumber: 2 }, 'tablenumber', 'Table 2 is not in use');
    await t.db
      .update(tableNumbers)
      .set({ disabled: false })
      .where(and(eq(tableNumbers.restaurantId, await t.restaurantId('Demo Bistro')), lt(tableNumbers.number, 16)));
    expect((await place(t, 'Demo Bistro', { dineIn: true, tablenumber: 2 })).status).toBe(201);
  });

  it('takes a dine-in order at any table number where the restaurant has no tables set up', async () => {
    await t.db.delete(tableNumbers).where(eq(tableNumbers.restaurantId, await t.restaurantId('Demo Bistro')));
    expect((await place(t, 'Demo Bistro', { dineIn: true, tablenumber: 40 })).status).toBe(201);
  });

  it('refuses dine-in or take-away where the restaurant does not offer it', async () => {
    const harbour = await t.restaurantId('Harbour Grill');
    await t.db.update(restaurants).set({ istakeout: false }).where(eq(restaurants.id, harbour));
    await refused('Harbour Grill', {}, 'dineIn', 'Harbour Grill does not do take-away');
    await t.db.update(restaurants).set({ istakeout: true, isdinein: false }).where(eq(restaurants.id, harbour));
    await refused('Harbour Grill', { dineIn: true, tablenumber: 2 }, 'dineIn', 'Harbour Grill does not serve dine-in');
    await t.db.update(restaurants).set({ isdinein: true }).where(eq(restaurants.id, harbour));
  });

  it('answers 409 when the restaurant does not take orders (ismenubuyable false), and stores nothing', async () => {
    const fjord = await t.restaurantId('Fjord Noodle Bar');
    const [item] = await t.db
      .insert(menuItems)
      .values({ restaurantId: fjord, name: 'Shoyu ramen', price: 16500 })
      .returning();
    const before = await orderCount();
    const res = await t.call(null, 'POST', '/mobile/order/place', {
      body: { restaurant: fjord, lines: [{ menu: item.id, qty: 1 }], dineIn: false, paymentType: 'card', guest: GUEST },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: 'Fjord Noodle Bar does not take orders right now', code: 'CONFLICT' });
    expect(await orderCount()).toBe(before);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const res = await place(t, 'Demo Bistro', { restaurant: 'e'.repeat(24) });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ Message: 'Restaurant not found', code: 'NOT_FOUND' });
  });

  it('refuses an order without a guest name or customer', async () => {
    await refused('Demo Bistro', { guest: undefined }, 'guest', 'A guest name is required');
  });
});

describe('placing an order: advance orders', () => {
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

  it("takes an advance order at least the platform's lag time (30 minutes) and at most 14 days ahead, and keeps it pending", async () => {
    const at = inMinutes(90);
    const res = await place(t, 'Demo Bistro', { isAdvanceOrder: true, advanceOrderDate: at });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ isAdvanceOrder: true, advanceOrderDate: at, status: 'pending' });
  });

  it('refuses an advance order without a date, too soon, too far ahead, or where the restaurant takes none', async () => {
    await refused('Demo Bistro', { isAdvanceOrder: true }, 'advanceOrderDate', 'An advance order needs a date');
    await refused(
      'Demo Bistro',
      { isAdvanceOrder: true, advanceOrderDate: inMinutes(20) },
      'advanceOrderDate',
      'An advance order must be at least 30 minutes ahead',
    );
    await refused(
      'Demo Bistro',
      { isAdvanceOrder: true, advanceOrderDate: inMinutes(15 * 24 * 60) },
      'advanceOrderDate',
      'An advance order can be at most 14 days ahead',
    );
    await refused(
      'Harbour Grill',
      { isAdvanceOrder: true, advanceOrderDate: inMinutes(90) },
      'isAdvanceOrder',
      'Harbour Grill does not take advance orders',
    );
  });
});

describe('placing an order: auto-accept and customers', () => {
  it('creates confirmed orders where the restaurant accepts automatically, but leaves advance orders pending', async () => {
    await t.db
      .update(restaurants)
      .set({ autoaccept: true })
      .where(eq(restaurants.id, await t.restaurantId('Demo Bistro')));
    const now = await place(t, 'Demo Bistro');
    expect(now.json.data).toMatchObject({ status: 'confirmed', acceptedAt: expect.any(String) });
    const later = await place(t, 'Demo Bistro', {
      isAdvanceOrder: true,
      advanceOrderDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(later.json.data).toMatchObject({ status: 'pending', acceptedAt: null });
    await t.db
      .update(restaurants)
      .set({ autoaccept: false })
      .where(eq(restaurants.id, await t.restaurantId('Demo Bistro')));
  });

  it('lets a signed-in platform admin place an order for a registered customer', async () => {
    const [customer] = await t.db.select().from(customers).limit(1);
    const res = await place(t, 'Demo Bistro', { guest: undefined, customer: customer.id }, await t.asAdmin());
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      user: { _id: customer.id, Name: customer.name, Email: customer.email },
      name: customer.name,
      isGuest: false,
    });
    const [after] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after.lastOrderFrom).toBe(await t.restaurantId('Demo Bistro'));
  });

  it('refuses `customer` from anyone else (a public caller, restaurant staff) with 403, storing nothing', async () => {
    const [customer] = await t.db.select().from(customers).limit(1);
    const before = await orderCount();
    for (const token of [null, await t.asBistro()]) {
      const res = await place(t, 'Demo Bistro', { customer: customer.id }, token);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        Message: "An order for a registered customer needs that customer's sign-in or a platform admin's",
        code: 'FORBIDDEN',
      });
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown customer on the customer field', async () => {
    const res = await place(t, 'Demo Bistro', { guest: undefined, customer: 'a'.repeat(24) }, await t.asAdmin());
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: [{ param: 'customer', msg: 'Customer not found' }], code: 'VALIDATION' });
  });
});
