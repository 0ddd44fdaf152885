import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MENU_MESSAGES as M } from '../../../contract/menu/constants';
import type { MenuItemBody, MenuItemEditBody } from '../../../contract/menu/schemas';
import { newId } from '../../db/ids';
import { extras, menuCategories, menuItems, type AttributeGroup, type OptionGroup } from '../../db/schema';
import type { Deps } from '../../deps';
import type { NoteChange } from '../../http/audit';
import { fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { minor, toMenuItem } from './mappers';
import { notePriceChanges, type Priced } from './price-log';
import { newTags, resolveTags } from './tags';

type Input = MenuItemBody;
type Db = Deps['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function listMenu({ db }: Deps, q: PageRequest & { restaurant: string; category: string }) {
  const where = and(
    eq(menuItems.restaurantId, q.restaurant),
    q.category === 'All' ? undefined : eq(menuItems.categoryId, q.category),
  );
  const rows = await db
    .select({ item: menuItems, categoryName: menuCategories.category })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(where)
    .orderBy(asc(menuCategories.order), asc(menuItems.order), asc(menuItems.name))
    .limit(q.size)
    .offset(offsetOf(q));
  // A first page that is not full is the whole list: no count needed (the usual case of size=1000).
  const total =
    q.page === 1 && rows.length < q.size
      ? rows.length
      : (await db.select({ total: count() }).from(menuItems).where(where))[0].total;
  return { data: rows.map(({ item, categoryName }) => toMenuItem(item, categoryName ?? '')), meta: pageMeta(total, q) };
}

const groupId = (id: string | undefined) => (id && id.length <= 40 ? id : newId());

/** Option and attribute groups as stored (prices in minor units, every group and item with an id). */
function groups(input: Input) {
  const options: OptionGroup[] = input.options.map((g) => ({
    id: groupId(g.id),
    Category: g.Category,
    isMultiple: g.isMultiple,
    items: g.items.map((x) => ({
      id: groupId(x.id),
      Name: x.Name,
      Price: minor(x.Price),
      Image: x.Image,
      isDefault: x.isDefault,
    })),
  }));
  const attributes: AttributeGroup[] = input.attributes.map((g) => ({
    id: groupId(g.id),
    Category: g.Category,
    attributesRequired: g.attributesRequired,
    limit: g.limit,
    ...(g.categorylimit !== undefined ? { categorylimit: g.categorylimit } : {}),
    items: g.items.map((x) => ({
      id: groupId(x.id),
      Name: x.Name,
      Price: minor(x.Price),
      image: x.image,
      isDefault: x.isDefault,
    })),
  }));
  return { options, attributes };
}

async function checkRefs(tx: Tx, input: Input) {
  const [category] = await tx
    .select({ id: menuCategories.id, name: menuCategories.category })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, input.category), eq(menuCategories.restaurantId, input.restaurant)));
  if (!category) throw fieldError('category', M.categoryNotFound);
  const wanted = [...new Set(input.extras)];
  if (wanted.length) {
    const found = await tx
      .select({ id: extras.id })
      .from(extras)
      .where(and(eq(extras.restaurantId, input.restaurant), inArray(extras.id, wanted)));
    if (found.length !== wanted.length)
      throw fieldError('extras', 'One of the extras is not an extra of this restaurant');
  }
  return { categoryName: category.name, extraIds: wanted };
}

function values(input: Input, extraIds: string[], tagList: { label: string; value: string }[]) {
  return {
    categoryId: input.category,
    name: input.name,
    description: input.description,
    price: minor(input.price),
    sku: input.sku,
    onlineposproductid: input.onlineposproductid,
    image: input.image,
    galleryimages: input.GalleryImages,
    isavailable: input.isAvailable,
    tags: tagList,
    extras: extraIds,
    ...groups(input),
    config: input.config,
    translation: input.translation,
  };
}

export async function addMenuItem({ db }: Deps, input: Input) {
  return db.transaction(async (tx) => {
    const { categoryName, extraIds } = await checkRefs(tx, input);
    const tagList = await resolveTags(tx, [...input.tags, ...newTags(input.tagsTobeInserted)]);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${menuItems.order}), -1) + 1` })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, input.restaurant));
    const [row] = await tx
      .insert(menuItems)
      .values({ restaurantId: input.restaurant, order: Number(next), ...values(input, extraIds, tagList) })
      .returning();
    return { Message: M.menuSaved, data: toMenuItem(row, categoryName) };
  });
}

const priced = (r: typeof menuItems.$inferSelect): Priced => ({
  name: r.name,
  price: r.price,
  groups: [...r.options, ...r.attributes],
});

export async function editMenuItem({ db }: Deps, { id, ...input }: MenuItemEditBody, note?: NoteChange) {
  return db.transaction(async (tx) => {
    const { categoryName, extraIds } = await checkRefs(tx, input);
    const tagList = await resolveTags(tx, [...input.tags, ...newTags(input.tagsTobeInserted)]);
    const own = and(eq(menuItems.id, id), eq(menuItems.restaurantId, input.restaurant));
    const [before] = await tx.select().from(menuItems).where(own).for('update');
    const [row] = await tx
      .update(menuItems)
      .set(values(input, extraIds, tagList))
      .where(own)
      .returning();
    if (!row) throw notFound(M.menuNotFound);
    notePriceChanges(note, before && priced(before), priced(row));
    return { Message: M.menuSaved, data: toMenuItem(row, categoryName) };
  });
}

/** Placed orders keep their own copy of the line (name, price), so deleting a product leaves them intact. */
export async function deleteMenuItem({ db }: Deps, restaurant: string, id: string) {
  const gone = await db
    .delete(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurant)))
    .returning({ id: menuItems.id });
  if (!gone.length) throw notFound(M.menuNotFound);
  return { Message: M.menuDeleted };
}

export async function orderMenu({ db }: Deps, restaurant: string, ids: string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurant), inArray(menuItems.id, unique)));
    if (found.length !== unique.length) throw fieldError('menu', 'One of the products is not on this menu');
    for (const [order, id] of unique.entries()) await tx.update(menuItems).set({ order }).where(eq(menuItems.id, id));
    return { Message: M.menuOrderSaved };
  });
}
