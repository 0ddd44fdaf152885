/** The menu page's products and categories: saving, the rules, and what order placement makes of them. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closedAvailability, defaultAvailability } from '../../../contract/availability';
import { MENU_MESSAGES } from '../../../contract/menu/constants';
import { menuItems, orders, tags } from '../../db/schema';
import { GUEST } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const bistro = () => t.restaurantId('Demo Bistro');
// The waiter edits the menu here as a user their restaurant admin allowed to (none are by default).

async function newCategory(
  name = `Cat ${Math.random().toString(36).slice(2, 7)}`,
  extra: Record<string, unknown> = {},
) {
  const res = await t.call(await t.asWaiter(), 'POST', '/menu/category/add', {
    body: { restaurant: await bistro(), category: name, ...extra },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data._id as string;
}
async function newExtra(Name = 'Chili mayo', Price = 8) {
  const res = await t.call(await t.asWaiter(), 'POST', '/extras/add', {
    body: { restaurant: await bistro(), Name, Price },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data._id as string;
}
async function product(body: Record<string, unknown> = {}, method: 'POST' | 'PUT' = 'POST') {
  const category = (body.category as string | undefined) ?? (await newCategory());
  return t.call(await t.asWaiter(), method, method === 'POST' ? '/menu/add' : '/menu/edit', {
    body: { restaurant: await bistro(), name: 'Fish tacos', category, description: 'Two tacos', price: 95, ...body },
  });
}
const placeOne = async (
  menu: string,
  extras: { id: string }[] = [],
  attributes: { group: string; item: string }[] = [],
) =>
  t.call(null, 'POST', '/mobile/order/place', {
    body: {
      restaurant: await bistro(),
      lines: [{ menu, qty: 2, extras, attributes }],
      dineIn: false,
      paymentType: 'card',
      guest: GUEST,
    },
  });

describe('products', () => {
  it("adds a product with an option group, attributes and extras, in the currency's units, and lists it", async () => {
    const extra = await newExtra();
    const res = await product({
      price: 89.5,
      extras: [extra],
      options: [
        {
          Category: 'Side',
          isMultiple: false,
          items: [
            { Name: 'Fries', Price: 0, isDefault: true },
            { Name: 'Salad', Price: 5 },
          ],
        },
      ],
      attributes: [
        {
          Category: 'Spice',
          attributesRequired: true,
          limit: 1,
          items: [
            { Name: 'Mild', Price: 0, isDefault: true },
            { Name: 'Hot', Price: 2.5 },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.Message).toBe('Successfully created/updated menu!');
    const item = res.json.data;
    expect(item).toMatchObject({ name: 'Fish tacos', price: 89.5, extras: [extra], AttributesRequired: true });
    expect(
      item.options[0].items.map((x: { Name: string; Price: number; isDefault: boolean }) => [
        x.Name,
        x.Price,
        x.isDefault,
      ]),
    ).toEqual([
      ['Fries', 0, true],
      ['Salad', 5, false],
    ]);
    expect(item.attributes[0].items[1]).toMatchObject({ Name: 'Hot', Price: 2.5 });
    const [row] = await t.db.select().from(menuItems).where(eq(menuItems.id, item._id));
    expect(row.price).toBe(8950);
    const list = await t.call(await t.asWaiter(), 'GET', '/menu/web/fetch', {
      query: { restaurant: await bistro(), category: item.category },
    });
    expect(list.json.data.map((i: { name: string }) => i.name)).toEqual(['Fish tacos']);
  });

  it('answers the spec field errors with 403 per field', async () => {
    const res = await t.call(await t.asWaiter(), 'POST', '/menu/add', {
      body: { restaurant: await bistro(), name: ' ', price: 'x', image: 5, extras: ['nope'] },
    });
    expect(res.status).toBe(403);
    const params = res.json.Message.map((m: { param: string }) => m.param);
    expect(params).toEqual(expect.arrayContaining(['name', 'category', 'price', 'image']));
    const missingCategory = await product({ category: 'a'.repeat(24) });
    expect(missingCategory.status).toBe(403);
    expect(missingCategory.json.Message).toEqual([{ param: 'category', msg: 'Category not found' }]);
    const harbourExtra = (
      await t.call(await t.asHarbour(), 'GET', '/extras/fetch/all', {
        query: { restaurant: await t.restaurantId('Harbour Grill') },
      })
    ).json.data[0]._id;
    const foreign = await product({ extras: [harbourExtra] });
    expect(foreign.status).toBe(403);
    expect(foreign.json.Message[0].param).toBe('extras');
  });

  it('allows only one default item per option or attribute group', async () => {
    const two = [
      { Name: 'A', Price: 0, isDefault: true },
      { Name: 'B', Price: 1, isDefault: true },
    ];
    const res = await product({ options: [{ Category: 'Side', items: two }] });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'options.0.items', msg: MENU_MESSAGES.oneDefault }]);
    const attr = await product({ attributes: [{ Category: 'Size', limit: 1, items: two }] });
    expect(attr.json.Message).toEqual([{ param: 'attributes.0.items', msg: MENU_MESSAGES.oneDefault }]);
  });

  it("creates 'tobeinserted' tags once, matched case-insensitively against existing tags", async () => {
    await t.db.insert(tags).values({ name: 'Seafood' }).onConflictDoNothing();
    const first = await product({
      tags: [
        { label: 'seafood', value: 'tobeinserted' },
        { label: 'Tex-Mex', value: 'tobeinserted-1' },
        { label: 'TEX-MEX', value: 'tobeinserted-2' },
      ],
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.tags.map((x: { label: string }) => x.label)).toEqual(['Seafood', 'Tex-Mex']);
    const second = await product({ tags: [{ label: 'tex-mex', value: 'tobeinserted' }] });
    expect(second.json.data.tags).toEqual([first.json.data.tags[1]]);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tags)
      .where(sql`lower(${tags.name}) in ('seafood', 'tex-mex')`);
    expect(n).toBe(2);
    const all = await t.call(await t.asWaiter(), 'GET', '/tags/fetchall');
    expect(all.json.data.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Seafood', 'Tex-Mex']));
  });

  it('edits, sorts and deletes products; another restaurant cannot touch them', async () => {
    const category = await newCategory();
    const a = (await product({ category, name: 'A dish' })).json.data._id;
    const b = (await product({ category, name: 'B dish' })).json.data._id;
    const edited = await product({ id: a, category, name: 'A dish, renamed', price: 10 }, 'PUT');
    expect(edited.json).toMatchObject({
      Message: MENU_MESSAGES.menuSaved,
      data: { name: 'A dish, renamed', price: 10 },
    });
    const sorted = await t.call(await t.asWaiter(), 'PUT', '/menu/updatemenuorder', {
      body: { restaurant: await bistro(), menu: [b, a] },
    });
    expect(sorted.json).toEqual({ Message: 'Menu order successfully saved' });
    const list = await t.call(await t.asWaiter(), 'GET', '/menu/web/fetch', {
      query: { restaurant: await bistro(), category },
    });
    expect(list.json.data.map((i: { _id: string }) => i._id)).toEqual([b, a]);
    const other = await t.call(await t.asHarbour(), 'DELETE', '/menu/delete', {
      body: { restaurant: await t.restaurantId('Harbour Grill'), id: a },
    });
    expect(other.status).toBe(404);
    const del = await t.call(await t.asWaiter(), 'DELETE', '/menu/delete', {
      body: { restaurant: await bistro(), id: a },
    });
    expect(del.json).toEqual({ Message: 'Successfully Deleted menu!' });
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, a))).length).toBe(0);
  });
});

describe('categories', () => {
  it('adds, edits, sorts (by Order) and deletes empty categories', async () => {
    const a = await newCategory('Zeta');
    const b = await newCategory('Alpha', { availability: defaultAvailability() });
    const edited = await t.call(await t.asWaiter(), 'PUT', '/menu/category/edit', {
      body: { restaurant: await bistro(), id: a, category: 'Zeta 2', description: 'Late' },
    });
    expect(edited.json.data).toMatchObject({ Category: 'Zeta 2', Description: 'Late' });
    const order = await t.call(await t.asWaiter(), 'PUT', '/menu/category/updateorder', {
      body: {
        restaurant: await bistro(),
        categories: [
          { _id: b, Order: 0 },
          { _id: a, Order: 1 },
        ],
      },
    });
    expect(order.status).toBe(200);
    const list = (
      await t.call(await t.asWaiter(), 'GET', '/menu/category/fetch', { query: { restaurant: await bistro() } })
    ).json.data;
    const orders_ = list.map((c: { Order: number }) => c.Order);
    expect(orders_).toEqual([...orders_].sort((x: number, y: number) => x - y));
    const del = await t.call(await t.asWaiter(), 'DELETE', '/menu/category/delete', {
      body: { restaurant: await bistro(), ids: [a, b] },
    });
    expect(del.json).toEqual({ Message: 'Successfully deleted category/categories!' });
  });

  it('refuses to delete categories that still hold products, naming them, and deletes nothing', async () => {
    const empty = await newCategory('Empty one');
    const full = await newCategory('Full one');
    await product({ category: full });
    const res = await t.call(await t.asWaiter(), 'DELETE', '/menu/category/delete', {
      body: { restaurant: await bistro(), ids: [empty, full] },
    });
    expect(res.status).toBe(409);
    expect(res.json.Message).toBe(MENU_MESSAGES.categoryHoldsProducts(['Full one'], 1));
    const list = (
      await t.call(await t.asWaiter(), 'GET', '/menu/category/fetch', { query: { restaurant: await bistro() } })
    ).json.data;
    expect(list.map((c: { _id: string }) => c._id)).toEqual(expect.arrayContaining([empty, full]));
  });

  it("answers 'Please provide proper hour format (HH:mm)' for a bad time", async () => {
    const av = defaultAvailability();
    av.Monday.start = '25:00';
    const res = await t.call(await t.asWaiter(), 'POST', '/menu/category/add', {
      body: { restaurant: await bistro(), category: 'Bad', availability: av },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'availability.Monday.start', msg: 'Please provide proper hour format (HH:mm)' },
    ]);
  });
});

describe('menu changes and order placement', () => {
  it('prices new orders from the current menu; placed orders keep their prices; unavailable products and extras are refused', async () => {
    const category = await newCategory();
    const extra = await newExtra('Guacamole', 12);
    const created = (await product({ category, price: 50, extras: [extra] })).json.data;
    const first = await placeOne(created._id, [{ id: extra }]);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data.subtotal ?? first.json.data.total).toBeDefined();
    const firstId = first.json.data._id;

    await product({ id: created._id, category, price: 60, extras: [extra] }, 'PUT');
    const second = await placeOne(created._id, [{ id: extra }]);
    expect(second.status).toBe(201);
    const [o1] = await t.db.select().from(orders).where(eq(orders.id, firstId));
    const [o2] = await t.db.select().from(orders).where(eq(orders.id, second.json.data._id));
    expect(o1.subtotal).toBe(2 * (5000 + 1200));
    expect(o2.subtotal).toBe(2 * (6000 + 1200));

    await t.call(await t.asWaiter(), 'PUT', '/extras/edit', {
      body: { restaurant: await bistro(), id: extra, Name: 'Guacamole', Price: 12, isAvailable: false },
    });
    const noExtra = await placeOne(created._id, [{ id: extra }]);
    expect(noExtra.status).toBe(403);
    expect(noExtra.json.Message[0].msg).toBe('Guacamole is sold out');

    await product({ id: created._id, category, price: 60, isAvailable: false }, 'PUT');
    const soldOut = await placeOne(created._id);
    expect(soldOut.status).toBe(403);
    expect(soldOut.json.Message).toEqual([{ param: 'lines.0.menu', msg: 'Fish tacos is sold out' }]);
    const [still] = await t.db.select().from(orders).where(eq(orders.id, firstId));
    expect(still.subtotal).toBe(o1.subtotal);
  });

  it('refuses products whose category is outside its availability window, naming the product', async () => {
    const category = await newCategory('Brunch', { availability: closedAvailability() });
    const item = (await product({ category, name: 'Eggs Benedict' })).json.data._id;
    const res = await placeOne(item);
    expect(res.status).toBe(403);
    expect(res.json.Message[0].param).toBe('lines.0.menu');
    expect(res.json.Message[0].msg).toMatch(
      /^Eggs Benedict cannot be ordered right now: Brunch is not served on \w+days$/,
    );
    await t.call(await t.asWaiter(), 'PUT', '/menu/category/edit', {
      body: { restaurant: await bistro(), id: category, category: 'Brunch', availability: null },
    });
    expect((await placeOne(item)).status).toBe(201);
  });
});
