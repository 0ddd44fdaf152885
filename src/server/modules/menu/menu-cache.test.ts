/**
 * GET /menu/web/fetch reuses its serialized answer only while the restaurant's menu is unchanged (menu-cache.ts).
 * Writes here go straight to the database, as another node or another module would make them: the node answering
 * learns of them only from the database.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';
import { menuSchemas } from '../../../contract/menu/schemas';
import { menuCategories, menuItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { listMenu } from './items';
import { menuVersion } from './menu-cache';

const t = useTestApp();
type Item = { _id: string; name: string; category: string; categoryName: string; price: number };

const fetchAll = async (query: Record<string, unknown> = {}) => {
  const res = await t.call(await t.asWaiter(), 'GET', '/menu/web/fetch', {
    query: { restaurant: await t.restaurantId('Demo Bistro'), category: 'All', page: 1, size: 1000, ...query },
  });
  expect(res.status).toBe(200);
  return res;
};
const items = async () => (await fetchAll()).json.data as Item[];

describe('the kept menu answer', () => {
  it('is the answer built from the rows, in the same order of keys, and stays so while nothing changes', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const first = await fetchAll();
    const again = await fetchAll();
    expect(JSON.stringify(again.json)).toBe(JSON.stringify(first.json));
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    const built = menuSchemas.fetch.response.parse(
      await listMenu({ db: t.db } as Deps, { restaurant, category: 'All', page: 1, size: 1000 }),
    );
    expect(JSON.stringify(first.json)).toBe(JSON.stringify(built));
  });

  it('shows a product changed, added or deleted by any writer at the next fetch', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const before = await items();
    const steak = before.find((i) => i.name === 'Flank steak')!;

    await t.db.update(menuItems).set({ price: 23_450 }).where(eq(menuItems.id, steak._id));
    expect((await items()).find((i) => i._id === steak._id)!.price).toBe(234.5);

    const [added] = await t.db
      .insert(menuItems)
      .values({ restaurantId: restaurant, categoryId: steak.category, name: 'Added elsewhere', price: 1000, order: 99 })
      .returning({ id: menuItems.id });
    const withAdded = await fetchAll();
    expect(withAdded.json.data.map((i: Item) => i.name)).toContain('Added elsewhere');
    expect(withAdded.json.meta.total).toBe(before.length + 1);

    await t.db.delete(menuItems).where(eq(menuItems.id, added!.id));
    expect((await items()).map((i) => i.name)).not.toContain('Added elsewhere');
    // One product added and one deleted: the same count, a different menu.
    await t.db
      .insert(menuItems)
      .values({ restaurantId: restaurant, categoryId: steak.category, name: 'Replacement', price: 1000, order: 98 });
    await t.db
      .delete(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurant), eq(menuItems.name, 'Replacement'), eq(menuItems.order, 98)));
    await t.db
      .insert(menuItems)
      .values({ restaurantId: restaurant, categoryId: steak.category, name: 'Replacement 2', price: 1000, order: 98 });
    expect((await items()).map((i) => i.name)).toContain('Replacement 2');
  });

  it('shows a category renamed or moved at the next fetch', async () => {
    const before = await items();
    const mains = before.find((i) => i.categoryName === 'Mains')!.category;
    await t.db.update(menuCategories).set({ category: 'Main courses' }).where(eq(menuCategories.id, mains));
    const renamed = await items();
    expect(renamed.filter((i) => i.category === mains).every((i) => i.categoryName === 'Main courses')).toBe(true);
    await t.db.update(menuCategories).set({ order: -1 }).where(eq(menuCategories.id, mains));
    expect((await items())[0]!.categoryName).toBe('Main courses');
  });

  it('keeps each page and category filter apart', async () => {
    const all = await fetchAll();
    const page2 = await fetchAll({ page: 2, size: 5 });
    expect(page2.json.meta).toMatchObject({ current_page: 2, page_limit: 5 });
    expect(page2.json.data.map((i: Item) => i._id)).toEqual(all.json.data.slice(5, 10).map((i: Item) => i._id));
  });

  it('has a version that every committed write to the products or categories changes, and a rolled-back one does not', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurant)).limit(1);
    const seen = new Set([await menuVersion(t.db, restaurant)]);
    const changed = async () => {
      const v = await menuVersion(t.db, restaurant);
      const isNew = !seen.has(v);
      seen.add(v);
      return isNew;
    };
    await t.db.update(menuItems).set({ isavailable: !item!.isavailable }).where(eq(menuItems.id, item!.id));
    expect(await changed()).toBe(true);
    await t.db.update(menuItems).set({ isavailable: item!.isavailable }).where(eq(menuItems.id, item!.id));
    expect(await changed()).toBe(true);
    await t.db.update(menuCategories).set({ description: 'x' }).where(eq(menuCategories.restaurantId, restaurant));
    expect(await changed()).toBe(true);
    await t.db
      .transaction(async (tx) => {
        await tx.update(menuItems).set({ price: 1 }).where(eq(menuItems.id, item!.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await changed()).toBe(false);
    // Another restaurant's menu is not this one's.
    await t.db
      .update(menuItems)
      .set({ description: 'y' })
      .where(eq(menuItems.restaurantId, await t.restaurantId('Harbour Grill')));
    expect(await changed()).toBe(false);
  });
});
