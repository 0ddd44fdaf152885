/** Extras, drinks, higher categories, AI tags and Online POS products of the menu page. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../contract/availability';
import { menuItems, restaurants, tags } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const bistro = () => t.restaurantId('Demo Bistro');
// The waiter edits the menu here as a user their restaurant admin allowed to (none are by default).
const as = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data: { query?: object; body?: object }) =>
  t.call(await t.asWaiter(), method, path, data as never);

describe('extras', () => {
  it('adds, pages (25), edits and deletes extras; products stop offering a deleted extra', async () => {
    const restaurant = await bistro();
    const add = await as('POST', '/extras/add', {
      body: {
        restaurant,
        Name: 'Truffle oil',
        Description: 'A drizzle',
        Price: 15.5,
        SKU: 'T-1',
        GalleryImages: ['/uploads/a.png'],
      },
    });
    expect(add.json).toMatchObject({
      Message: 'Successfully created/updated extras!',
      data: { Name: 'Truffle oil', Price: 15.5, SKU: 'T-1', isAvailable: true },
    });
    const id = add.json.data._id;
    const page = await as('GET', '/extras/fetch', { query: { restaurant } });
    expect(page.json.meta).toMatchObject({ current_page: 1, page_limit: 25 });
    expect(page.json.data.map((x: { _id: string }) => x._id)).toContain(id);
    const edit = await as('PUT', '/extras/edit', {
      body: { restaurant, id, Name: 'Truffle oil', Price: 17, isAvailable: false },
    });
    expect(edit.json.data).toMatchObject({ Price: 17, isAvailable: false });
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurant)).limit(1);
    await t.db
      .update(menuItems)
      .set({ extras: [...item.extras, id] })
      .where(eq(menuItems.id, item.id));
    const del = await as('DELETE', '/extras/delete', { body: { restaurant, id } });
    expect(del.json).toEqual({ Message: 'Successfully Deleted extras!' });
    const [after] = await t.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(after.extras).toEqual(item.extras);
    expect((await as('DELETE', '/extras/delete', { body: { restaurant, id } })).status).toBe(404);
  });

  it('needs a name and a price', async () => {
    const res = await as('POST', '/extras/add', { body: { restaurant: await bistro(), Name: '', Price: -1 } });
    expect(res.status).toBe(403);
    expect(res.json.Message.map((m: { param: string }) => m.param).sort()).toEqual(['Name', 'Price']);
  });
});

describe('drinks', () => {
  it('a single entry becomes the default at price 0', async () => {
    const res = await as('POST', '/drinks/add', {
      body: { restaurant: await bistro(), name: 'Water', options: [{ name: 'Still', price: 15 }] },
    });
    expect(res.json.Message).toBe('Successfully created/updated drinks!');
    expect(res.json.data.options).toEqual([{ id: expect.any(String), name: 'Still', price: 0, isDefault: true }]);
  });

  it('the default entry costs 0 and is the only default; lists page by 25 and all', async () => {
    const restaurant = await bistro();
    const options = [
      { name: 'Cola', price: 10, isDefault: true },
      { name: 'Juice', price: 12, isDefault: true },
      { name: 'Beer', price: 25 },
    ];
    const res = await as('POST', '/drinks/add', { body: { restaurant, name: 'Meal drinks', options } });
    expect(
      res.json.data.options.map((o: { name: string; price: number; isDefault: boolean }) => [
        o.name,
        o.price,
        o.isDefault,
      ]),
    ).toEqual([
      ['Cola', 0, true],
      ['Juice', 12, false],
      ['Beer', 25, false],
    ]);
    const id = res.json.data._id;
    const moved = await as('PUT', '/drinks/edit', {
      body: {
        restaurant,
        id,
        name: 'Meal drinks',
        options: [
          { name: 'Cola', price: 10 },
          { name: 'Juice', price: 12, isDefault: true },
        ],
      },
    });
    expect(moved.json.data.options.map((o: { price: number; isDefault: boolean }) => [o.price, o.isDefault])).toEqual([
      [10, false],
      [0, true],
    ]);
    expect((await as('GET', '/drinks/fetch', { query: { restaurant } })).json.meta.page_limit).toBe(25);
    expect(
      (await as('GET', '/drinks/fetch/all', { query: { restaurant } })).json.data.map((d: { _id: string }) => d._id),
    ).toContain(id);
    expect((await as('DELETE', '/drinks/delete', { body: { restaurant, id } })).json).toEqual({
      Message: 'Successfully Deleted drinks!',
    });
  });
});

describe('higher categories', () => {
  it("needs a name ('Invalid value'), tags categories of the restaurant, sorts and deletes", async () => {
    const restaurant = await bistro();
    const bad = await as('POST', '/highercategory/add', { body: { restaurant, name: '' } });
    expect(bad.status).toBe(403);
    expect(bad.json.Message).toEqual([{ param: 'name', msg: 'Invalid value' }]);
    const cats = (await as('GET', '/menu/category/fetch', { query: { restaurant } })).json.data;
    const add = await as('POST', '/highercategory/add', {
      body: {
        restaurant,
        name: 'Lunch',
        description: 'Noon',
        availability: defaultAvailability(),
        taggedcategories: [cats[0]._id, cats[1]._id],
      },
    });
    expect(add.json).toMatchObject({
      Message: 'Successfully created/updated higher category!',
      data: { Category: 'Lunch', TaggedCategories: [cats[0]._id, cats[1]._id] },
    });
    const id = add.json.data._id;
    const harbourCat = (
      await t.call(await t.asHarbour(), 'GET', '/menu/category/fetch', {
        query: { restaurant: await t.restaurantId('Harbour Grill') },
      })
    ).json.data[0]._id;
    const foreign = await as('PUT', '/highercategory/edit', {
      body: { restaurant, id, name: 'Lunch', taggedcategories: [harbourCat] },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.Message[0].param).toBe('taggedcategories');
    expect(
      (await as('PUT', '/highercategory/updateorder', { body: { restaurant, categories: [{ _id: id, Order: 7 }] } }))
        .status,
    ).toBe(200);
    const list = (await as('GET', '/highercategory/web/fetch', { query: { restaurant } })).json.data;
    expect(list.find((h: { _id: string }) => h._id === id).Order).toBe(7);
    expect((await as('DELETE', '/highercategory/delete', { body: { restaurant, ids: [id] } })).json).toEqual({
      Message: 'Successfully deleted higher category!',
    });
  });
});

describe('AI tags', () => {
  it("without a provider, suggests the platform's own tags found in the name and description, and says so", async () => {
    await t.db
      .insert(tags)
      .values([{ name: 'Vegan' }, { name: 'Spicy' }, { name: 'Gluten free' }])
      .onConflictDoNothing();
    const res = await as('POST', '/openai/generatetags', {
      body: { name: 'Vegan chili', description: 'Spicy beans, gluten-free' },
    });
    expect(res.status).toBe(200);
    expect(res.json.source).toBe('vocabulary');
    expect(res.json.data.map((x: { label: string }) => x.label).sort()).toEqual(['Gluten free', 'Spicy', 'Vegan']);
    const none = await as('POST', '/openai/generatetags', { body: { name: 'Xyzzy' } });
    expect(none.json).toEqual({ data: [], source: 'vocabulary' });
  });
});

describe('Online POS products', () => {
  it('answers plainly when Online POS DK is not enabled for the restaurant', async () => {
    const restaurant = await bistro();
    await t.db.update(restaurants).set({ onlineposdkenabled: false }).where(eq(restaurants.id, restaurant));
    const res = await as('GET', '/menu/onlineposdk/products', { query: { id: restaurant } });
    expect(res.status).toBe(409);
    expect(res.json.Message).toMatch(/^Online POS DK is not enabled for Demo Bistro/);
  });
});
