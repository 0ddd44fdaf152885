import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orders/constants';
import type { OrderCounts, RestaurantWithOrders } from '../../../contract/orders/schemas';
import type { CountsNotice } from '../../../contract/stream/constants';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/like';
import { callAwaiter, orders, restaurantMenuSettings, restaurants, streamHeads } from '../../db/schema';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { selectOrders, toOrder } from './mapper';

const ZERO: OrderCounts = { pending: 0, confirmed: 0, completed: 0, cancelled: 0, refunded: 0, callawaiter: 0 };

/** Order counts per status and open call-a-waiter requests, for each given restaurant. */
async function countsFor(db: Db, restaurantIds: string[]): Promise<Map<string, OrderCounts>> {
  const result = new Map(restaurantIds.map((id) => [id, { ...ZERO }]));
  if (!restaurantIds.length) return result;
  const [byStatus, calls] = await Promise.all([
    db
      .select({ restaurantId: orders.restaurantId, status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.restaurantId, restaurantIds))
      .groupBy(orders.restaurantId, orders.status),
    db
      .select({ restaurantId: callAwaiter.restaurantId, n: count() })
      .from(callAwaiter)
      .where(and(inArray(callAwaiter.restaurantId, restaurantIds), eq(callAwaiter.status, 'preorder')))
      .groupBy(callAwaiter.restaurantId),
  ]);
  for (const r of byStatus) result.get(r.restaurantId)![r.status] = r.n;
  for (const r of calls) result.get(r.restaurantId)!.callawaiter = r.n;
  return result;
}

export const countsOf = async (db: Db, restaurantId: string) =>
  (await countsFor(db, [restaurantId])).get(restaurantId)!;

/** The restaurant's last event `seq` (0 before its first event). */
export async function lastSeqOf(db: Db, restaurantId: string): Promise<number> {
  const [head] = await db
    .select({ seq: streamHeads.lastSeq })
    .from(streamHeads)
    .where(eq(streamHeads.restaurantId, restaurantId));
  return head?.seq ?? 0;
}

/** The restaurant's counts and its last event `seq`, read in one statement (one snapshot: the counts as of `seq`). */
export async function countsAsOf(db: Db, restaurantId: string): Promise<CountsNotice> {
  const res = (await db.execute(sql`
    select
      (select coalesce(json_object_agg(status, n), '{}') from
        (select ${orders.status} as status, count(*)::int as n from ${orders}
         where ${orders.restaurantId} = ${restaurantId} group by ${orders.status}) s) as by_status,
      (select count(*)::int from ${callAwaiter}
       where ${callAwaiter.restaurantId} = ${restaurantId} and ${callAwaiter.status} = 'preorder') as calls,
      (select ${streamHeads.lastSeq} from ${streamHeads} where ${streamHeads.restaurantId} = ${restaurantId}) as seq`)) as unknown as {
    rows: { by_status: Partial<Record<string, number>> | string; calls: number; seq: string | number | null }[];
  };
  const row = res.rows[0]!;
  const byStatus = (typeof row.by_status === 'string' ? JSON.parse(row.by_status) : row.by_status) as Partial<
    Record<string, number>
  >;
  const counts: OrderCounts = { ...ZERO, callawaiter: Number(row.calls) };
  for (const status of ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] as const)
    counts[status] = byStatus[status] ?? 0;
  return { restaurant: restaurantId, counts, seq: Number(row.seq ?? 0) };
}

type RestaurantRow = typeof restaurants.$inferSelect;
type Rush = Pick<typeof restaurantMenuSettings.$inferSelect, 'rushMode' | 'rushModeTimes'> | null;

/** The restaurants with their rush-mode switch and schedule (no settings row: off). */
const withRush = (db: Db) =>
  db
    .select({
      r: restaurants,
      rush: { rushMode: restaurantMenuSettings.rushMode, rushModeTimes: restaurantMenuSettings.rushModeTimes },
    })
    .from(restaurants)
    .leftJoin(restaurantMenuSettings, eq(restaurantMenuSettings.restaurantId, restaurants.id))
    .$dynamic();

const withCounts = ({ r, rush }: { r: RestaurantRow; rush: Rush }, counts: OrderCounts): RestaurantWithOrders => ({
  _id: r.id,
  Name: r.name,
  Address: r.address,
  currency: { code: r.currency.code },
  iscallawaiter: r.iscallawaiter,
  allowAdvanceOrder: r.allowAdvanceOrder,
  timezone: r.timezone,
  RushMode: rush?.rushMode ?? false,
  RushModeTimes: rush?.rushModeTimes ?? null,
  Orders: counts,
});

export async function restaurantWithOrders(db: Db, restaurantId: string): Promise<RestaurantWithOrders | null> {
  const [row] = await withRush(db).where(eq(restaurants.id, restaurantId));
  return row ? withCounts(row, await countsOf(db, row.r.id)) : null;
}

/** Admins: every restaurant (by name with `key`); staff: their own. */
export async function restaurantsWithOrders(db: Db, user: SessionUser, page: PageRequest & { key?: string }) {
  const conditions: SQL[] = [];
  if (user.type !== 'Admin') conditions.push(eq(restaurants.id, user.restaurantId ?? ''));
  if (page.key) conditions.push(ilike(restaurants.name, likeContains(page.key)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(restaurants).where(where);
  const rows = await withRush(db).where(where).orderBy(asc(restaurants.name)).limit(page.size).offset(offsetOf(page));
  const counts = await countsFor(
    db,
    rows.map(({ r }) => r.id),
  );
  return { data: rows.map((row) => withCounts(row, counts.get(row.r.id)!)), meta: pageMeta(total, page) };
}

/** Pending and confirmed: oldest first (the kitchen's queue). Finished ones: newest first. */
function orderingFor(status: OrderStatus, sortBy?: 'missing-online-pos') {
  const open = status === 'pending' || status === 'confirmed';
  const byTime = open
    ? [asc(orders.createdAt), asc(orders.orderNumber)]
    : [desc(orders.updatedAt), desc(orders.orderNumber)];
  return sortBy === 'missing-online-pos' ? [desc(sql`(${orders.onlineposid} = '')`), ...byTime] : byTime;
}

export async function ordersByStatus(
  db: Db,
  q: PageRequest & { restaurant: string; status: OrderStatus; sortBy?: 'missing-online-pos' },
) {
  const where = and(eq(orders.restaurantId, q.restaurant), eq(orders.status, q.status));
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(...orderingFor(q.status, q.sortBy))
    .limit(q.size)
    .offset(offsetOf(q));
  return { data: rows.map(toOrder), meta: pageMeta(total, q) };
}

/** By display number ("1042", "#1042") or reference ("B-007", "b007"). */
function matchesOrderId(text: string): SQL {
  const cleaned = text.trim().replace(/^#/, '');
  const ref = cleaned
    .toUpperCase()
    .replace(/^([A-Z])-?(\d+)$/, (_, l: string, n: string) => `${l}-${n.padStart(3, '0')}`);
  const number = /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
  return number !== null ? or(eq(orders.orderNumber, number), eq(orders.refNo, ref))! : eq(orders.refNo, ref);
}

export async function searchOrders(
  db: Db,
  q: PageRequest & { restaurant: string; orderid: string; status?: OrderStatus },
) {
  const where = and(
    eq(orders.restaurantId, q.restaurant),
    matchesOrderId(q.orderid),
    q.status ? eq(orders.status, q.status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await selectOrders(db).where(where).orderBy(desc(orders.createdAt)).limit(q.size).offset(offsetOf(q));
  return { data: rows.map(toOrder), meta: pageMeta(total, q) };
}

/** Orders with that number or reference, in every restaurant the user may see (newest first, at most 50). */
export async function findOrdersEverywhere(db: Db, user: SessionUser, orderid: string) {
  const scope = user.type === 'Admin' ? undefined : eq(orders.restaurantId, user.restaurantId ?? '');
  const rows = await selectOrders(db)
    .where(and(scope, matchesOrderId(orderid)))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return { data: rows.map(toOrder) };
}

export async function recentOrders(db: Db, user: SessionUser, q: PageRequest & { status?: OrderStatus }) {
  const where = and(
    user.type === 'Admin' ? undefined : eq(orders.restaurantId, user.restaurantId ?? ''),
    q.status ? eq(orders.status, q.status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(q.size)
    .offset(offsetOf(q));
  return { data: rows.map(toOrder), meta: pageMeta(total, q) };
}

export async function customerOrders(db: Db, customerId: string) {
  const rows = await selectOrders(db)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt))
    .limit(500);
  return {
    data: rows.map(toOrder).map((o) => ({
      ...o,
      Status: o.status,
      Restaurant: { Name: o.restaurant.Name },
      Date: o.date,
      OrderId: o.id,
      Total: o.total,
    })),
  };
}

export async function orderById(db: Db, id: string) {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row ? toOrder(row) : null;
}
