import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, restaurants } from '../../db/schema';
import { notFound } from '../../http/errors';
import { dayBounds } from '../../time';
import { PLATFORM_TIME_ZONE } from '../../../contract/dates';
import { cardFeeRate } from './fees';

export interface ReportScope {
  restaurantId: string;
  name: string;
  timezone: string;
  currency: string;
  /** [from, to): the restaurant's startdate 00:00 to the day after enddate 00:00. */
  from: Date;
  to: Date;
  /** The card fee per card order (minor units), the platform's Config › Card fee. */
  cardFee: number;
}

function knownZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return PLATFORM_TIME_ZONE;
  }
}

/** The restaurant (its time zone and currency) and the instants of its days startdate … enddate, both whole days. */
export async function reportScope(
  db: Db,
  q: { restaurant: string; startdate: string; enddate: string },
): Promise<ReportScope> {
  const [r] = await db
    .select({ name: restaurants.name, timezone: restaurants.timezone, currency: restaurants.currency })
    .from(restaurants)
    .where(eq(restaurants.id, q.restaurant));
  if (!r) throw notFound('Restaurant not found');
  const timezone = knownZone(r.timezone);
  const [from] = dayBounds(q.startdate, timezone);
  const [, to] = dayBounds(q.enddate, timezone);
  const cardFee = await cardFeeRate(db);
  return { restaurantId: q.restaurant, name: r.name, timezone, currency: r.currency?.code || 'DKK', from, to, cardFee };
}

/** Orders of the scope with one of `statuses`, placed in [from, to). */
export function ordersWhere(scope: ReportScope, statuses: readonly string[]): SQL {
  return and(
    eq(orders.restaurantId, scope.restaurantId),
    inArray(orders.status, statuses as never[]),
    gte(orders.createdAt, scope.from),
    lt(orders.createdAt, scope.to),
  )!;
}

/** Rows of a raw query on either driver. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export const num = (v: unknown) => Number(v ?? 0);
export const localTime = (tz: string) => sql`timezone(${tz}, ${orders.createdAt})`;
