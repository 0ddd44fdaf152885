/** POST /mobile/order/place: the server prices every line from the menu and numbers each order. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultAvailability, WEEKDAYS } from '../../../contract/availability';
import { CURRENCIES } from '../../../contract/restaurants/constants';
import { menuCategories, menuItems, orderCounters, orders, restaurants } from '../../db/schema';
import { GUEST, menuOf, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
/** Opening hours of every day, all day (the default closes at 23:30). */
const openAllDay = () => {
  const av = defaultAvailability();
  for (const d of WEEKDAYS) av[d] = { ...av[d], end: '23:59' };
  return av;
};

describe('placing an order: prices', () => {
  it('prices items, choices and extras × quantity from the menu, adds the take-away bag and a percentage tip, and ignores client prices', async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const res = await place(t, 'Demo Bistro', {
      lines: [
        {
          menu: menu.item('Bistro burger'),
          qty: 2,
          price: 1,
          attributes: [
            { group: 'doneness', item: 'rare' },
            { group: 'side', item: 'sweet' },
          ],
          extras: [{ id: menu.extra('Bacon'), qty: 2, price: 0 }, { id: menu.extra('Aged cheddar') }],
          notes: 'No pickles',
        },
        { menu: menu.item('Coffee'), qty: 3 },
      ],
      isDelivery: true,
      tippercentage: 10,
      subtotal: 1,
      total: 1,
      amountcaptured: 100,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const o = res.json.data;
    expect(res.json.Message).toBe('Order placed');
    expect(o._id).toMatch(/^[0-9a-f]{24}$/);
    expect(o.refNo).toMatch(/^D-\d{3}$/);
    // Burger: 2 × (149 + rare 0 + sweet potato fries 15 + 2 × bacon 15 + cheddar 12) = 412; coffee: 3 × 35 = 105.
    expect(o.lines).toEqual([
      {
        menu: menu.item('Bistro burger'),
        name: 'Bistro burger',
        category: 'Burgers',
        categoryId: expect.stringMatching(/^[0-9a-f]{24}$/),
        qty: 2,
        cancelledQty: 0,
        cancelled: null,
        price: 149,
        notes: 'No pickles',
        isReward: false,
        attributes: [
          { _id: 'rare', attributeName: 'Cooking', name: 'Rare', qty: 1, additionalPrice: 0 },
          { _id: 'sweet', attributeName: 'Side', name: 'Sweet potato fries', qty: 1, additionalPrice: 15 },
        ],
        extras: [
          { _id: menu.extra('Bacon'), name: 'Bacon', qty: 2, price: 15 },
          { _id: menu.extra('Aged cheddar'), name: 'Aged cheddar', qty: 1, price: 12 },
        ],
      },
      {
        menu: menu.item('Coffee'),
        name: 'Coffee',
        category: 'Drinks',
        categoryId: expect.stringMatching(/^[0-9a-f]{24}$/),
        qty: 3,
        cancelledQty: 0,
        cancelled: null,
        price: 35,
        notes: '',
        isReward: false,
        attributes: [],
        extras: [],
      },
    ]);
    expect(o).toMatchObject({
      status: 'pending',
      subtotal: 517,
      bagTakeAwayPrice: 3,
      // Demo Bistro charges no delivery fee, so isDelivery adds nothing.
      deliveryFee: 0,
      serviceFee: 0,
      tip: 51.7,
      tippercentage: 10,
      total: 571.7,
      amountcaptured: 57170,
      currency: 'DKK',
      name: GUEST.name,
      isGuest: true,
      user: null,
      version: 1,
    });
  });

  it('adds the delivery fee only for a delivery, and the service fee as a percentage of the subtotal; a tip amount is taken as is', async () => {
    const menu = await menuOf(t, 'Harbour Grill');
    const lines = [
      {
        menu: menu.item('Harbour burger'),
        qty: 1,
        attributes: [{ group: 'doneness', item: 'medium' }],
        extras: [{ id: menu.extra('Extra patty') }],
      },
      { menu: menu.item('Fish & chips'), qty: 2 },
    ];
    // 159 + 35 + 2 × 169 = 532; service fee 2.5 % = 13.30; delivery 49.
    const delivered = await place(t, 'Harbour Grill', { lines, isDelivery: true, tip: 20 });
    expect(delivered.status, JSON.stringify(delivered.json)).toBe(201);
    expect(delivered.json.data).toMatchObject({
      subtotal: 532,
      serviceFee: 13.3,
      deliveryFee: 49,
      bagTakeAwayPrice: 0,
      tip: 20,
      total: 614.3,
      refNo: expect.stringMatching(/^H-\d{3}$/),
    });

    const collected = await place(t, 'Harbour Grill', { lines });
    expect(collected.json.data).toMatchObject({
      subtotal: 532,
      serviceFee: 13.3,
      deliveryFee: 0,
      tip: 0,
      total: 545.3,
    });

    const eatenIn = await place(t, 'Harbour Grill', { lines, dineIn: true, tablenumber: 4, isDelivery: true });
    expect(eatenIn.json.data).toMatchObject({
      dineIn: true,
      tablenumber: 4,
      deliveryFee: 0,
      bagTakeAwayPrice: 0,
      total: 545.3,
    });
  });

  it('adds no bag to a dine-in order', async () => {
    const res = await place(t, 'Demo Bistro', { dineIn: true, tablenumber: 3 });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ dineIn: true, tablenumber: 3, subtotal: 35, bagTakeAwayPrice: 0, total: 35 });
  });

  it('stores what it answered: the order row holds the same prices in minor units', async () => {
    const res = await place(t, 'Demo Bistro', { tip: 5 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json.data._id));
    expect(row).toMatchObject({
      subtotal: 3500,
      bagTakeAwayPrice: 300,
      tip: 500,
      total: 4300,
      amountcaptured: 4300,
      status: 'pending',
    });
  });
});

describe('placing an order: numbers', () => {
  it('gives each order the next display number and the next reference of the day', async () => {
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await place(t, 'Demo Bistro')).json.data);
    const daily = placed.map((o) => Number(o.refNo.slice(2)));
    expect(placed.map((o) => o.id)).toEqual([placed[0].id, placed[0].id + 1, placed[0].id + 2]);
    expect(daily).toEqual([daily[0], daily[0] + 1, daily[0] + 2]);
    expect(placed.every((o) => /^D-\d{3}$/.test(o.refNo))).toBe(true);
  });

  it('gives orders placed at the same moment distinct, consecutive numbers', async () => {
    const placed = (await Promise.all(Array.from({ length: 6 }, () => place(t, 'Demo Bistro')))).map(
      (r) => r.json.data,
    );
    const numbers = placed.map((o) => o.id).sort((x, y) => x - y);
    const daily = placed.map((o) => Number(o.refNo.slice(2))).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    expect(daily).toEqual(daily.map((_, i) => daily[0] + i));
  });

  it("counts each restaurant on its own: Harbour Grill's numbers do not move Demo Bistro's", async () => {
    const first = (await place(t, 'Demo Bistro')).json.data;
    await place(t, 'Harbour Grill');
    const second = (await place(t, 'Demo Bistro')).json.data;
    expect(second.id).toBe(first.id + 1);
    expect(Number(second.refNo.slice(2))).toBe(Number(first.refNo.slice(2)) + 1);
  });

  it('starts the references again at D-001 on a new day, while the display number keeps increasing', async () => {
    const before = (await place(t, 'Demo Bistro')).json.data;
    await t.db
      .update(orderCounters)
      .set({ day: '2000-01-01' })
      .where(eq(orderCounters.restaurantId, await t.restaurantId('Demo Bistro')));
    const next = (await place(t, 'Demo Bistro')).json.data;
    const after = (await place(t, 'Demo Bistro')).json.data;
    expect([next.refNo, after.refNo]).toEqual(['D-001', 'D-002']);
    expect([next.id, after.id]).toEqual([before.id + 1, before.id + 2]);
  });

  it('numbers the first order of a new restaurant 1001', async () => {
    const [fresh] = await t.db
      .insert(restaurants)
      .values({ name: 'Quay Café', availability: openAllDay(), currency: CURRENCIES.DKK })
      .returning();
    const [coffee] = await t.db
      .insert(menuCategories)
      .values({ restaurantId: fresh.id, category: 'Coffee' })
      .returning();
    const [cafeItem] = await t.db
      .insert(menuItems)
      .values({ restaurantId: fresh.id, categoryId: coffee.id, name: 'Espresso', price: 3000 })
      .returning();
    const res = await t.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant: fresh.id,
        lines: [{ menu: cafeItem.id, qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: GUEST,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ id: 1001, refNo: 'Q-001', total: 30 });
  });
});
