/**
 * The menu calls accept what the spec's clients send: deletes and reorders that name only their records (the
 * restaurant is theirs), rush mode sent as the restaurant object, and new tags sent as `tagsTobeInserted`. Another
 * restaurant's records are still refused.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../contract/availability';
import { MESSAGES } from '../../../contract/errors';
import { menuFixtureMakers } from '../../../../tests/support/menu-fixtures';
import { useTestApp } from '../../../../tests/support/test-app';
import { drinks, extras, higherCategories, menuCategories, menuItems, restaurantMenuSettings } from '../../db/schema';

const t = useTestApp();
const make = menuFixtureMakers(t);

const exists = async (table: typeof menuItems | typeof extras | typeof drinks, id: string) =>
  (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

describe('deletes that name only the record', () => {
  const cases = [
    ['DELETE', '/menu/delete', make.spareMenuItemId, menuItems],
    ['DELETE', '/extras/delete', make.spareExtraId, extras],
    ['DELETE', '/drinks/delete', make.spareDrinkId, drinks],
  ] as const;

  it.each(cases)('%s %s {id}: one of the own restaurant is deleted', async (method, path, maker, table) => {
    const id = await maker(await t.restaurantId('Demo Bistro'));
    const res = await t.call(await t.asBistro(), method, path, { body: { id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await exists(table, id)).toBe(false);
  });

  it.each(cases)("%s %s {id}: another restaurant's is refused and kept", async (method, path, maker, table) => {
    const id = await maker(await t.restaurantId('Harbour Grill'));
    const res = await t.call(await t.asBistro(), method, path, { body: { id } });
    expect(res.status).toBe(403);
    expect(res.json.Message).toBe(MESSAGES.otherRestaurant);
    expect(await exists(table, id)).toBe(true);
  });

  it('a platform admin deletes any restaurant’s record by its id alone', async () => {
    const id = await make.spareExtraId(await t.restaurantId('Harbour Grill'));
    const res = await t.call(await t.asAdmin(), 'DELETE', '/extras/delete', { body: { id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await exists(extras, id)).toBe(false);
  });

  it('a body naming nothing is told plainly what is missing', async () => {
    const res = await t.call(await t.asAdmin(), 'DELETE', '/menu/delete', { body: {} });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'restaurant', msg: 'Restaurant is required' },
      { param: 'id', msg: 'Id is required' },
    ]);
  });

  it('an unknown id is not found, as before', async () => {
    const res = await t.call(await t.asBistro(), 'DELETE', '/menu/delete', { body: { id: 'ab'.repeat(12) } });
    expect(res.status).toBe(404);
  });
});

describe('categories and higher categories by {ids} and {categories}', () => {
  it('deletes the own restaurant’s categories by {ids}; another restaurant’s are refused', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const harbour = await t.restaurantId('Harbour Grill');
    const own = [await make.spareCategoryId(bistro), await make.spareCategoryId(bistro)];
    const ok = await t.call(await t.asBistro(), 'DELETE', '/menu/category/delete', { body: { ids: own } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(await t.db.select().from(menuCategories).where(inArray(menuCategories.id, own))).toEqual([]);

    const theirs = await make.spareCategoryId(harbour);
    const refused = await t.call(await t.asBistro(), 'DELETE', '/menu/category/delete', { body: { ids: [theirs] } });
    expect(refused.status).toBe(403);
    const mixed = await t.call(await t.asAdmin(), 'DELETE', '/menu/category/delete', {
      body: { ids: [theirs, await make.spareCategoryId(bistro)] },
    });
    expect(mixed.status).toBe(403);
    expect(mixed.json.Message).toBe(MESSAGES.severalRestaurants);
    expect(await t.db.select().from(menuCategories).where(eq(menuCategories.id, theirs))).toHaveLength(1);
  });

  it('deletes higher categories by {ids}', async () => {
    const id = await make.spareHigherCategoryId(await t.restaurantId('Demo Bistro'));
    const res = await t.call(await t.asBistro(), 'DELETE', '/highercategory/delete', { body: { ids: [id] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await t.db.select().from(higherCategories).where(eq(higherCategories.id, id))).toEqual([]);
  });

  it('saves the order of categories and higher categories sent as {categories}', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const [a, b] = [await make.spareCategoryId(bistro), await make.spareCategoryId(bistro)];
    const res = await t.call(await t.asBistro(), 'PUT', '/menu/category/updateorder', {
      body: {
        categories: [
          { _id: b, Order: 0 },
          { _id: a, Order: 1 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const rows = await t.db
      .select()
      .from(menuCategories)
      .where(inArray(menuCategories.id, [a, b]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.order]))).toEqual({ [b]: 0, [a]: 1 });

    const higher = await make.spareHigherCategoryId(bistro);
    const ordered = await t.call(await t.asBistro(), 'PUT', '/highercategory/updateorder', {
      body: { categories: [{ _id: higher, Order: 7 }] },
    });
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(200);
    const [row] = await t.db.select().from(higherCategories).where(eq(higherCategories.id, higher));
    expect(row.order).toBe(7);

    const theirs = await make.spareHigherCategoryId(await t.restaurantId('Harbour Grill'));
    const refused = await t.call(await t.asBistro(), 'PUT', '/highercategory/updateorder', {
      body: { categories: [{ _id: theirs, Order: 3 }] },
    });
    expect(refused.status).toBe(403);
  });
});

describe('PUT /rushmode/edit with the restaurant object', () => {
  it('takes the restaurant from `_id` and keeps the preparation time and rush margin it does not carry', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    const times = defaultAvailability();
    await t.db
      .insert(restaurantMenuSettings)
      .values({ restaurantId: bistro, preparationMinutes: 33, rushMarginMinutes: 12 })
      .onConflictDoUpdate({
        target: restaurantMenuSettings.restaurantId,
        set: { preparationMinutes: 33, rushMarginMinutes: 12 },
      });

    const res = await t.call(token, 'PUT', '/rushmode/edit', {
      body: {
        _id: bistro,
        Name: 'Demo Bistro',
        RushMode: true,
        RushModeTimes: times,
        RushModeHeader: 'Full house',
        RushModeMessage: 'Please allow extra time',
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const after = await t.call(token, 'GET', '/menu/settings', { query: { restaurant: bistro } });
    expect(after.json.data).toMatchObject({
      RushMode: true,
      RushModeHeader: 'Full house',
      PreparationTime: 33,
      RushModeMargin: 12,
    });

    const other = await t.call(token, 'PUT', '/rushmode/edit', {
      body: { _id: await t.restaurantId('Harbour Grill'), RushMode: true, RushModeTimes: times },
    });
    expect(other.status).toBe(403);
    expect(other.json.Message).toBe(MESSAGES.otherRestaurant);
  });
});

describe('new tags sent as tagsTobeInserted', () => {
  it('creates them and carries them on the product, beside the known tags', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const category = await make.spareCategoryId(bistro);
    const res = await t.call(await t.asBistro(), 'POST', '/menu/add', {
      body: {
        restaurant: bistro,
        name: 'Tagged dish',
        category,
        price: 95,
        tags: [],
        tagsTobeInserted: ['Smoky', { label: 'Crunchy', value: 'tobeinserted-1' }],
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.tags.map((x: { label: string }) => x.label).sort()).toEqual(['Crunchy', 'Smoky']);
    const all = await t.call(await t.asWaiter(), 'GET', '/tags/fetchall');
    expect(all.json.data.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Smoky', 'Crunchy']));
  });
});
