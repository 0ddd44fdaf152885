import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MENU_MESSAGES as M } from '../../../contract/menu/constants';
import type { CategoryBody } from '../../../contract/menu/schemas';
import { higherCategories, menuCategories, menuItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, fieldError, notFound } from '../../http/errors';
import { toCategory } from './mappers';

type Input = CategoryBody;

export async function listCategories({ db }: Deps, restaurant: string) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, restaurant))
      .orderBy(asc(menuCategories.order), asc(menuCategories.category)),
    db
      .select({ id: menuItems.categoryId, n: count() })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurant))
      .groupBy(menuItems.categoryId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return { data: rows.map((r) => toCategory(r, byId.get(r.id) ?? 0)) };
}

const values = (i: Input) => ({
  category: i.category,
  description: i.description,
  ishidden: i.ishidden,
  availability: i.availability,
  translation: i.translation,
  ...(i.targetMinutes !== undefined ? { targetMinutes: i.targetMinutes } : {}),
});

export async function addCategory({ db }: Deps, input: Input) {
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${menuCategories.order}), -1) + 1` })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, input.restaurant));
  const [row] = await db
    .insert(menuCategories)
    .values({ restaurantId: input.restaurant, order: Number(next), ...values(input) })
    .returning();
  return { Message: M.categorySaved, data: toCategory(row, 0) };
}

export async function editCategory({ db }: Deps, { id, ...input }: Input & { id: string }) {
  const [row] = await db
    .update(menuCategories)
    .set(values(input))
    .where(and(eq(menuCategories.id, id), eq(menuCategories.restaurantId, input.restaurant)))
    .returning();
  if (!row) throw notFound(M.categoryNotFound);
  return { Message: M.categorySaved, data: toCategory(row) };
}

/**
 * Deletes the chosen categories, all or nothing. Refused (409, naming them) while any still holds products:
 * a restaurant moves or deletes its products first, so no product is ever left without a category.
 * Higher categories stop listing the deleted ones.
 */
export async function deleteCategories({ db }: Deps, restaurant: string, ids: string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.restaurantId, restaurant), inArray(menuCategories.id, unique)))
      .for('update');
    if (rows.length !== unique.length) throw notFound(M.categoryNotFound);
    const held = await tx
      .select({ id: menuItems.categoryId, n: count() })
      .from(menuItems)
      .where(inArray(menuItems.categoryId, unique))
      .groupBy(menuItems.categoryId);
    if (held.length) {
      const names = rows.filter((r) => held.some((h) => h.id === r.id)).map((r) => r.category);
      throw conflict(
        M.categoryHoldsProducts(
          names,
          held.reduce((s, h) => s + h.n, 0),
        ),
      );
    }
    await tx.delete(menuCategories).where(inArray(menuCategories.id, unique));
    const highers = await tx.select().from(higherCategories).where(eq(higherCategories.restaurantId, restaurant));
    for (const h of highers) {
      const kept = h.taggedCategories.filter((c) => !unique.includes(c));
      if (kept.length !== h.taggedCategories.length)
        await tx.update(higherCategories).set({ taggedCategories: kept }).where(eq(higherCategories.id, h.id));
    }
    return { Message: M.categoriesDeleted };
  });
}

export async function orderCategories({ db }: Deps, restaurant: string, list: { _id: string; Order: number }[]) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(list.map((c) => c._id))];
    const found = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(eq(menuCategories.restaurantId, restaurant), inArray(menuCategories.id, ids)));
    if (found.length !== ids.length) throw fieldError('categories', 'One of the categories is not on this menu');
    for (const c of list) await tx.update(menuCategories).set({ order: c.Order }).where(eq(menuCategories.id, c._id));
    return { Message: M.categoryOrderSaved };
  });
}
