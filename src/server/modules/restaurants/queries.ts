import { asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { RestaurantListItem } from '../../../contract/restaurants/schemas';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/like';
import { customers, deals, restaurants } from '../../db/schema';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { isStaff } from '../../../contract/roles';
import { RESTAURANT_MESSAGES } from '../../../contract/restaurants/constants';
import { dealStatus } from '../deals/status';
import { toListItem, toRestaurant } from './mapper';

/** Restaurant staff see their own restaurant only; platform admins every one. */
const visibleTo = (user: SessionUser): SQL | undefined =>
  isStaff(user.type) ? eq(restaurants.id, user.restaurantId ?? '') : undefined;

/** The deals of each restaurant, with where they stand today. */
async function dealsOf(db: Db, ids: string[]): Promise<Map<string, RestaurantListItem['Deals']>> {
  const byRestaurant = new Map<string, RestaurantListItem['Deals']>(ids.map((id) => [id, []]));
  if (!ids.length) return byRestaurant;
  const rows = await db
    .select()
    .from(deals)
    .where(inArray(deals.restaurantId, ids))
    .orderBy(asc(deals.startdate), asc(deals.id));
  const now = new Date();
  for (const d of rows)
    byRestaurant.get(d.restaurantId!)?.push({ _id: d.id, Name: d.name, Status: dealStatus(d, now) });
  return byRestaurant;
}

async function listPage(db: Db, where: SQL | undefined, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(restaurants).where(where);
  const rows = await db
    .select()
    .from(restaurants)
    .where(where)
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const deals = await dealsOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toListItem(r, deals.get(r.id) ?? [])), meta: pageMeta(total, page) };
}

export const listRestaurants = (db: Db, user: SessionUser, page: PageRequest) => listPage(db, visibleTo(user), page);

export function searchRestaurants(db: Db, page: PageRequest & { key: string }) {
  const like = likeContains(page.key);
  return listPage(db, page.key ? or(ilike(restaurants.name, like), ilike(restaurants.address, like)) : undefined, page);
}

export async function allRestaurants(db: Db, user: SessionUser) {
  const rows = await db
    .select({ _id: restaurants.id, Name: restaurants.name })
    .from(restaurants)
    .where(visibleTo(user))
    .orderBy(asc(restaurants.name), asc(restaurants.id));
  return { data: rows };
}

/** The emails of a private restaurant's users, in the order stored. */
async function privateUsersOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ _id: customers.id, Email: customers.email })
    .from(customers)
    .where(inArray(customers.id, ids));
  const email = new Map(rows.map((r) => [r._id, r.Email]));
  return ids.filter((id) => email.has(id)).map((id) => ({ _id: id, Email: email.get(id)! }));
}

/** One restaurant with every detail (the edit form). */
export async function oneRestaurant(db: Db, id: string) {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  if (!row) throw notFound(RESTAURANT_MESSAGES.notFound);
  return toRestaurant(row, await privateUsersOf(db, row.privateusers));
}
