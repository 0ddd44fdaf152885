/**
 * Sales statistics of the admin dashboard, aggregated in SQL (never loading the orders themselves).
 * Sales are confirmed and completed orders; days and hours are the restaurant's local ones
 * (Europe/Copenhagen when every restaurant is counted).
 */
import { and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { fromUsDate, HOURS, SALES_STATUSES, STATS_MESSAGES } from '../../../contract/statistics/routes';
import type { HourlyQuery, HourStat, OverallQuery } from '../../../contract/statistics/schemas';
import type { Db } from '../../db/client';
import { menuItems, orders, restaurants } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { dayBounds, dayjs } from '../../time';
import { PLATFORM_TIME_ZONE } from '../../../contract/dates';

const DEFAULT_CURRENCY = 'DKK';
/** Minor units (øre) → the currency's units, as the API speaks them. */
const units = (minor: number) => Math.round(minor) / 100;

interface Scope {
  /** null: every restaurant. */
  restaurantId: string | null;
  timezone: string;
  currency: string;
}

/** The restaurant asked about (its time zone and currency), or every restaurant. An unknown id is a field error. */
async function scopeOf(db: Db, restaurantId: string | undefined): Promise<Scope> {
  if (!restaurantId) return { restaurantId: null, timezone: PLATFORM_TIME_ZONE, currency: DEFAULT_CURRENCY };
  const [r] = await db
    .select({ timezone: restaurants.timezone, currency: restaurants.currency })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!r) throw fieldError('restaurant', STATS_MESSAGES.restaurantNotFound);
  return { restaurantId, timezone: knownZone(r.timezone), currency: r.currency.code || DEFAULT_CURRENCY };
}

/** Sales orders of the scope, placed in [from, to). */
function salesWhere(scope: Scope, from?: Date, to?: Date): SQL {
  return and(
    inArray(orders.status, [...SALES_STATUSES]),
    scope.restaurantId ? eq(orders.restaurantId, scope.restaurantId) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
  )!;
}

/** Grouping by the selected expression itself would repeat its time-zone parameter, which PostgreSQL sees as another expression. */
const FIRST_COLUMN = sql`1`;

/** A time zone both Node and the database know; a restaurant with an unknown one is counted in the default. */
function knownZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return PLATFORM_TIME_ZONE;
  }
}

/** The order's time on the local clock of the scope. */
const localTime = (tz: string) => sql`timezone(${tz}, ${orders.createdAt})`;
/** bigint sums arrive as text from the drivers. */
const minorSum = sql<string>`coalesce(sum(${orders.total}), 0)::bigint`.mapWith(Number);

/** Sales per local day from startdate to enddate, both included; days without sales are 0. */
export async function overall(db: Db, q: OverallQuery) {
  const scope = await scopeOf(db, q.restaurant);
  const [from] = dayBounds(q.startdate, scope.timezone);
  const [, to] = dayBounds(q.enddate, scope.timezone);
  const day = sql<string>`to_char(${localTime(scope.timezone)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, total: minorSum })
    .from(orders)
    .where(salesWhere(scope, from, to))
    .groupBy(FIRST_COLUMN);
  const byDay = new Map(rows.map((r) => [r.day, r.total]));

  const label: string[] = [];
  for (let d = dayjs.utc(q.startdate); !d.isAfter(dayjs.utc(q.enddate)); d = d.add(1, 'day'))
    label.push(d.format('YYYY-MM-DD'));
  return { label, value: label.map((d) => units(byDay.get(d) ?? 0)), currency: scope.currency };
}

/** Sales amount and order count per local hour of one day; all 24 hours '00:00'..'23:00'. */
export async function hourly(db: Db, q: HourlyQuery) {
  const scope = await scopeOf(db, q.restaurant);
  const [from, to] = dayBounds(fromUsDate(q.date), scope.timezone);
  const hour = sql<number>`extract(hour from ${localTime(scope.timezone)})::int`.mapWith(Number);
  const rows = await db
    .select({ hour, total: minorSum, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(salesWhere(scope, from, to))
    .groupBy(FIRST_COLUMN);
  const byHour = new Map(rows.map((r) => [r.hour, r]));
  const result: Record<string, HourStat> = {};
  HOURS.forEach((key, h) => {
    const r = byHour.get(h);
    result[key] = { total: units(r?.total ?? 0), count: r?.count ?? 0 };
  });
  return { orders: result, currency: scope.currency };
}

/**
 * For each tag of the ordered menu items: how many sales orders hold at least one item with it.
 * Tags are compared without case (and surrounding spaces); the name shown is the spelling most items use.
 */
export async function topTags(db: Db, restaurantId: string | undefined) {
  const scope = await scopeOf(db, restaurantId);
  // A tag is { label, value } (the label is its name); a plain string is taken as the name too.
  const tagName = sql`btrim(case jsonb_typeof(tag.value) when 'string' then tag.value #>> '{}' else coalesce(nullif(btrim(tag.value->>'label'), ''), tag.value->>'value', '') end)`;
  const arrayOf = (col: SQLWrapper) => sql`case jsonb_typeof(${col}) when 'array' then ${col} else '[]'::jsonb end`;
  const rows = await db
    .select({
      name: sql<string>`mode() within group (order by ${tagName} collate "C")`,
      orders: sql<number>`count(distinct ${orders.id})::int`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(sql`jsonb_array_elements(${arrayOf(orders.lines)}) as line(value)`, sql`true`)
    .innerJoin(menuItems, sql`${menuItems.id} = line.value->>'menu'`)
    .innerJoin(sql`jsonb_array_elements(${arrayOf(menuItems.tags)}) as tag(value)`, sql`true`)
    .where(and(salesWhere(scope), sql`${tagName} <> ''`))
    .groupBy(sql`lower(${tagName})`)
    .orderBy(sql`2 desc`, sql`1`);
  return { topTags: Object.fromEntries(rows.map((r) => [r.name, r.orders])) };
}
