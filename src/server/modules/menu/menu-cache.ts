/**
 * The answer of GET /menu/web/fetch, kept per restaurant and query as the bytes sent (a 1,000-product menu
 * is about 1 MB; reading and mapping its rows is what costs, not sending it).
 *
 * An answer is reused only while the restaurant's menu is unchanged, and that is asked of the database on every
 * request, so every node sees a change made through any node or module at once (no invalidation messages):
 * the version is the count and the sum of the row versions (`xmin`, the id of the transaction that last wrote
 * the row) of the restaurant's products and categories. A committed insert, update or delete always changes it
 * (an update or insert brings a newer transaction id than the rows it replaces; a delete lowers the count),
 * whoever wrote and however (triggers, cascades, raw SQL). The version is read before the rows: an answer built
 * while a write commits may already hold that write, and is then simply rebuilt on the next request.
 *
 * Order placement does not use this: it prices from the menu rows themselves (orders/pricing.ts).
 */
import { sql } from 'drizzle-orm';
import { menuRoutes } from '../../../contract/menu/routes';
import { menuSchemas } from '../../../contract/menu/schemas';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { Serialized } from '../../http/serialized';
import type { PageRequest } from '../../http/paging';
import { listMenu } from './items';

type MenuQuery = PageRequest & { restaurant: string; category: string };
type Answer = Serialized<Awaited<ReturnType<typeof listMenu>>>;

interface Entry {
  version: string;
  answers: Map<string, Answer>;
}

/** Restaurants whose answers are kept per database (least recently used first out), and answers per restaurant. */
const MAX_RESTAURANTS = 50;
const MAX_ANSWERS = 20;
const byDb = new WeakMap<Db, Map<string, Entry>>();

/** The menu version of a restaurant: changes with every committed write to its products or categories. */
export async function menuVersion(db: Db, restaurant: string): Promise<string> {
  const res = (await db.execute(sql`
    select (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from menu_items where restaurant_id = ${restaurant})
      || '/' || (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from menu_categories where restaurant_id = ${restaurant}) as v`)) as unknown as {
    rows: { v: string }[];
  };
  return res.rows[0]!.v;
}

/** GET /menu/web/fetch: the kept answer when the menu has not changed since it was built, else a new one. */
export async function menuAnswer(deps: Deps, q: MenuQuery): Promise<Answer> {
  const { db } = deps;
  const version = await menuVersion(db, q.restaurant);
  const cache = byDb.get(db) ?? new Map<string, Entry>();
  byDb.set(db, cache);
  const key = `${q.category}|${q.page}|${q.size}`;
  let entry = cache.get(q.restaurant);
  if (entry) cache.delete(q.restaurant); // re-inserted below: most recently used last
  if (!entry || entry.version !== version) entry = { version, answers: new Map() };
  cache.set(q.restaurant, entry);
  if (cache.size > MAX_RESTAURANTS) cache.delete(cache.keys().next().value!);

  const kept = entry.answers.get(key);
  if (kept) return kept;
  const answer = Serialized.of(menuSchemas.fetch.response, await listMenu(deps, q), menuRoutes.fetch.path);
  entry.answers.set(key, answer);
  if (entry.answers.size > MAX_ANSWERS) entry.answers.delete(entry.answers.keys().next().value!);
  return answer;
}
