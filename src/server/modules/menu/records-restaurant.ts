/**
 * Where the spec's clients name records without their restaurant (`DELETE /menu/delete {id}`, `PUT
 * /menu/category/updateorder {categories}`): the restaurants those records belong to, for `bind`'s `restaurantFrom`.
 */
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { drinks, extras, higherCategories, menuCategories, menuItems } from '../../db/schema';
import type { RestaurantFrom } from '../../http/bind';

type Owned = PgTable & { id: PgColumn; restaurantId: PgColumn };

const isId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{24}$/i.test(v);

/** The ids a body names: `id`, `ids`, or `_id` of each entry of `categories`. */
function idsIn(body: Record<string, unknown>): string[] {
  const list = [body.id, ...(Array.isArray(body.ids) ? body.ids : [])];
  if (Array.isArray(body.categories))
    list.push(...body.categories.map((c) => (c && typeof c === 'object' ? (c as { _id?: unknown })._id : undefined)));
  return list.filter(isId).map((id) => id.toLowerCase());
}

function restaurantsOf(table: Owned): RestaurantFrom {
  return async (db, body) => {
    const ids = idsIn(body);
    if (!ids.length) return [];
    const rows = await db.selectDistinct({ restaurant: table.restaurantId }).from(table).where(inArray(table.id, ids));
    return rows.map((r) => String(r.restaurant));
  };
}

export const RESTAURANT_OF = {
  menuItems: restaurantsOf(menuItems),
  categories: restaurantsOf(menuCategories),
  extras: restaurantsOf(extras),
  drinks: restaurantsOf(drinks),
  higherCategories: restaurantsOf(higherCategories),
};
