/**
 * GET /mobile/menu, kept the way the staff menu is (menu-cache.ts): per restaurant, the rows it is built from and the
 * answers as the bytes sent, reused while the database says nothing they depend on changed. The version is the count
 * and sum of the row versions (`xmin`) of the restaurant, its menu settings, products, categories, higher
 * categories, extras and tips, and of the platform's Config items, read on every request before any row.
 *
 * What changes with the clock (open now, rush mode, today's hours, the categories inside their hours) is worked
 * out per request from the kept rows and is part of the answer's key, with the customer's languages.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { customerMenuRoutes } from '../../../contract/menu/routes';
import { customerViewSchemas, type CustomerMenu } from '../../../contract/menu/schemas';
import type { Db } from '../../db/client';
import { extras, menuItems } from '../../db/schema';
import { notFound } from '../../http/errors';
import { Serialized } from '../../http/serialized';
import { buildCustomerMenu, timeKey, type ExtraRow, type ItemRow } from './customer-view';
import { loadOrderingRules, type OrderingRules } from './ordering';

type Answer = Serialized<{ data: CustomerMenu }>;

interface Entry {
  version: string;
  rows: { rules: OrderingRules; items: ItemRow[]; extras: ExtraRow[] };
  answers: Map<string, Answer>;
}

const MAX_RESTAURANTS = 50;
const MAX_ANSWERS = 20;
const byDb = new WeakMap<Db, Map<string, Entry>>();

/** The restaurant's own tables the view is built from. */
const TABLES = [
  'menu_items',
  'menu_categories',
  'higher_categories',
  'extras',
  'tip_configs',
  'restaurant_menu_settings',
];
const rowsOf = (table: string, restaurant: string) =>
  sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${sql.identifier(table)} where restaurant_id = ${restaurant})`;

/** Changes with every committed write to anything the customer's view of the restaurant is built from. */
export async function customerViewVersion(db: Db, restaurant: string): Promise<string> {
  const res = (await db.execute(
    sql`select ${sql.join(
      TABLES.map((table) => rowsOf(table, restaurant)),
      sql` || '/' || `,
    )}
      || '/' || (select coalesce(max(xmin::text::bigint), 0) from restaurants where id = ${restaurant})
      || '/' || (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from config_items) as v`,
  )) as unknown as { rows: { v: string }[] };
  return res.rows[0]!.v;
}

async function loadRows(db: Db, restaurant: string): Promise<Entry['rows']> {
  const rules = await loadOrderingRules(db, restaurant);
  if (!rules) throw notFound('Restaurant not found');
  const [items, extraRows] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurant))
      .orderBy(asc(menuItems.order), asc(menuItems.name)),
    db.select().from(extras).where(eq(extras.restaurantId, restaurant)),
  ]);
  return { rules, items, extras: extraRows };
}

/** The view of `restaurant` now, in `languages` (most wanted first): kept bytes while nothing it shows changed. */
export async function customerViewAnswer(db: Db, restaurant: string, languages: string[], at = new Date()) {
  const version = await customerViewVersion(db, restaurant);
  const cache = byDb.get(db) ?? new Map<string, Entry>();
  byDb.set(db, cache);
  let entry = cache.get(restaurant);
  if (entry) cache.delete(restaurant); // re-inserted below: most recently used last
  if (!entry || entry.version !== version)
    entry = { version, rows: await loadRows(db, restaurant), answers: new Map() };
  cache.set(restaurant, entry);
  if (cache.size > MAX_RESTAURANTS) cache.delete(cache.keys().next().value!);

  const { rules, items, extras: extraRows } = entry.rows;
  const key = `${languages.join(',')}|${timeKey(rules, at)}`;
  const kept = entry.answers.get(key);
  if (kept) return kept;
  const answer: Answer = Serialized.of(
    customerViewSchemas.customerView.response,
    { data: buildCustomerMenu(rules, items, extraRows, at, languages) },
    customerMenuRoutes.customerView.path,
  );
  entry.answers.set(key, answer);
  if (entry.answers.size > MAX_ANSWERS) entry.answers.delete(entry.answers.keys().next().value!);
  return answer;
}
