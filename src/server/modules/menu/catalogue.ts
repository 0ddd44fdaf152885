import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES as M } from '../../../contract/menu/constants';
import type { DrinkBody, ExtraBody, HigherCategoryBody } from '../../../contract/menu/schemas';
import { newId } from '../../db/ids';
import { drinks, extras, higherCategories, menuCategories, menuItems } from '../../db/schema';
import type { Deps } from '../../deps';
import type { NoteChange } from '../../http/audit';
import { fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { minor, toDrink, toExtra, toHigher } from './mappers';
import { notePriceChanges } from './price-log';

type Scoped = PageRequest & { restaurant: string };

// Extras

export async function listExtras({ db }: Deps, q: Scoped) {
  const where = eq(extras.restaurantId, q.restaurant);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(extras).where(where),
    db.select().from(extras).where(where).orderBy(asc(extras.name), asc(extras.id)).limit(q.size).offset(offsetOf(q)),
  ]);
  return { data: rows.map(toExtra), meta: pageMeta(total, q) };
}

type ExtraIn = ExtraBody;
const extraValues = (i: ExtraIn) => ({
  name: i.Name,
  description: i.Description,
  price: minor(i.Price),
  sku: i.SKU,
  onlineposproductid: i.OnlinePOSProductId,
  isavailable: i.isAvailable,
  image: i.Image,
  galleryimages: i.GalleryImages,
  translation: i.Translation,
});

export async function addExtra({ db }: Deps, input: ExtraIn) {
  const [row] = await db
    .insert(extras)
    .values({ restaurantId: input.restaurant, ...extraValues(input) })
    .returning();
  return { Message: M.extrasSaved, data: toExtra(row) };
}

export async function editExtra({ db }: Deps, { id, ...input }: ExtraIn & { id: string }, note?: NoteChange) {
  const own = and(eq(extras.id, id), eq(extras.restaurantId, input.restaurant));
  const [before] = await db.select({ name: extras.name, price: extras.price }).from(extras).where(own).for('update');
  const [row] = await db.update(extras).set(extraValues(input)).where(own).returning();
  if (!row) throw notFound(M.extraNotFound);
  notePriceChanges(note, before, row);
  return { Message: M.extrasSaved, data: toExtra(row) };
}

/** Products that offered the extra stop offering it (no product points at a deleted extra). */
export async function deleteExtra({ db }: Deps, restaurant: string, id: string) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(extras)
      .where(and(eq(extras.id, id), eq(extras.restaurantId, restaurant)))
      .returning({ id: extras.id });
    if (!gone.length) throw notFound(M.extraNotFound);
    await tx
      .update(menuItems)
      .set({ extras: sql`${menuItems.extras} - ${id}` })
      .where(and(eq(menuItems.restaurantId, restaurant), sql`${menuItems.extras} ? ${id}`));
    return { Message: M.extrasDeleted };
  });
}

// Drinks

export async function listDrinks({ db }: Deps, q: Scoped) {
  const where = eq(drinks.restaurantId, q.restaurant);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(drinks).where(where),
    db.select().from(drinks).where(where).orderBy(asc(drinks.name), asc(drinks.id)).limit(q.size).offset(offsetOf(q)),
  ]);
  return { data: rows.map(toDrink), meta: pageMeta(total, q) };
}

export async function allDrinks({ db }: Deps, restaurant: string) {
  const rows = await db
    .select()
    .from(drinks)
    .where(eq(drinks.restaurantId, restaurant))
    .orderBy(asc(drinks.name), asc(drinks.id));
  return { data: rows.map(toDrink) };
}

type DrinkIn = DrinkBody;
/**
 * The drinks rules (the spec's states and transitions): a single entry becomes the default at price 0; the default entry
 * costs 0, and only one entry is the default (the first one ticked).
 */
function drinkEntries(options: DrinkIn['options']) {
  const single = options.length === 1;
  const defaultAt = single ? 0 : options.findIndex((o) => o.isDefault);
  return options.map((o, i) => ({
    id: o.id && o.id.length <= 40 ? o.id : newId(),
    name: o.name,
    price: i === defaultAt ? 0 : minor(o.price),
    isDefault: i === defaultAt,
  }));
}
const drinkValues = (i: DrinkIn) => ({
  name: i.name,
  description: i.description,
  image: i.image,
  price: minor(i.price),
  options: drinkEntries(i.options),
});

export async function addDrink({ db }: Deps, input: DrinkIn) {
  const [row] = await db
    .insert(drinks)
    .values({ restaurantId: input.restaurant, ...drinkValues(input) })
    .returning();
  return { Message: M.drinksSaved, data: toDrink(row) };
}

export async function editDrink({ db }: Deps, { id, ...input }: DrinkIn & { id: string }, note?: NoteChange) {
  const own = and(eq(drinks.id, id), eq(drinks.restaurantId, input.restaurant));
  const [before] = await db.select().from(drinks).where(own).for('update');
  const [row] = await db.update(drinks).set(drinkValues(input)).where(own).returning();
  if (!row) throw notFound(M.drinkNotFound);
  notePriceChanges(note, before && { ...before, choices: before.options }, { ...row, choices: row.options });
  return { Message: M.drinksSaved, data: toDrink(row) };
}

export async function deleteDrink({ db }: Deps, restaurant: string, id: string) {
  const gone = await db
    .delete(drinks)
    .where(and(eq(drinks.id, id), eq(drinks.restaurantId, restaurant)))
    .returning({ id: drinks.id });
  if (!gone.length) throw notFound(M.drinkNotFound);
  return { Message: M.drinksDeleted };
}

// Higher categories

export async function listHigher({ db }: Deps, restaurant: string) {
  const rows = await db
    .select()
    .from(higherCategories)
    .where(eq(higherCategories.restaurantId, restaurant))
    .orderBy(asc(higherCategories.order), asc(higherCategories.category));
  return { data: rows.map(toHigher) };
}

type HigherIn = HigherCategoryBody;
async function checkTagged({ db }: Deps, input: HigherIn) {
  const ids = [...new Set(input.taggedcategories)];
  if (!ids.length) return ids;
  const found = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, input.restaurant), inArray(menuCategories.id, ids)));
  if (found.length !== ids.length) throw fieldError('taggedcategories', 'One of the categories is not on this menu');
  return ids;
}
const higherValues = (i: HigherIn, tagged: string[]) => ({
  category: i.name,
  description: i.description,
  availability: i.availability,
  taggedCategories: tagged,
  translation: i.translation,
});

export async function addHigher(deps: Deps, input: HigherIn) {
  const tagged = await checkTagged(deps, input);
  const [{ next }] = await deps.db
    .select({ next: sql<number>`coalesce(max(${higherCategories.order}), -1) + 1` })
    .from(higherCategories)
    .where(eq(higherCategories.restaurantId, input.restaurant));
  const [row] = await deps.db
    .insert(higherCategories)
    .values({ restaurantId: input.restaurant, order: Number(next), ...higherValues(input, tagged) })
    .returning();
  return { Message: M.higherSaved, data: toHigher(row) };
}

export async function editHigher(deps: Deps, { id, ...input }: HigherIn & { id: string }) {
  const tagged = await checkTagged(deps, input);
  const [row] = await deps.db
    .update(higherCategories)
    .set(higherValues(input, tagged))
    .where(and(eq(higherCategories.id, id), eq(higherCategories.restaurantId, input.restaurant)))
    .returning();
  if (!row) throw notFound(M.higherNotFound);
  return { Message: M.higherSaved, data: toHigher(row) };
}

export async function deleteHigher({ db }: Deps, restaurant: string, ids: string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(higherCategories)
      .where(and(eq(higherCategories.restaurantId, restaurant), inArray(higherCategories.id, unique)))
      .returning({ id: higherCategories.id });
    if (gone.length !== unique.length) throw notFound(M.higherNotFound);
    return { Message: M.higherDeleted };
  });
}

export async function orderHigher({ db }: Deps, restaurant: string, list: { _id: string; Order: number }[]) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(list.map((c) => c._id))];
    const found = await tx
      .select({ id: higherCategories.id })
      .from(higherCategories)
      .where(and(eq(higherCategories.restaurantId, restaurant), inArray(higherCategories.id, ids)));
    if (found.length !== ids.length) throw fieldError('categories', 'One of the higher categories is not on this menu');
    for (const c of list)
      await tx.update(higherCategories).set({ order: c.Order }).where(eq(higherCategories.id, c._id));
    return { Message: M.higherOrderSaved };
  });
}
