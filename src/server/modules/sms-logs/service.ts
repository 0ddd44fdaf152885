import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SmsCount, SmsLog } from '../../../contract/sms-logs/schemas';
import { orders, restaurants, smsLogs } from '../../db/schema';
import type { Deps } from '../../deps';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { dayBounds } from '../../time';

interface Range {
  startdate: string;
  enddate: string;
}

/** [start of From, end of To) in the platform's time zone: both days included. */
const between = ({ startdate, enddate }: Range) => {
  const [from] = dayBounds(startdate);
  const [, until] = dayBounds(enddate);
  return and(gte(smsLogs.date, from), lt(smsLogs.date, until));
};

export async function restaurantSmsLogs({ db }: Deps, q: PageRequest & Range & { restaurant: string }) {
  const where = and(eq(smsLogs.restaurantId, q.restaurant), between(q));
  const [{ total }] = await db.select({ total: count() }).from(smsLogs).where(where);
  const rows = await db
    .select({ log: smsLogs, orderNumber: orders.orderNumber })
    .from(smsLogs)
    .leftJoin(orders, eq(orders.id, smsLogs.orderId))
    .where(where)
    .orderBy(desc(smsLogs.date), desc(smsLogs.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const data: SmsLog[] = rows.map(({ log, orderNumber }) => ({
    _id: log.id,
    date: log.date.toISOString(),
    MobileNumber: log.mobileNumber,
    Message: log.message,
    Status: log.status,
    OrderId: log.orderId && orderNumber !== null ? { _id: log.orderId, OrderId: orderNumber } : null,
  }));
  return { data, meta: pageMeta(total, q) };
}

/** Every restaurant with its number of SMS in the range (0 included), most first, then by name. */
export async function smsCounts({ db }: Deps, q: Range) {
  const counted = db
    .select({ restaurantId: smsLogs.restaurantId, n: count().as('n') })
    .from(smsLogs)
    .where(between(q))
    .groupBy(smsLogs.restaurantId)
    .as('counted');
  const rows = await db
    .select({
      id: restaurants.id,
      Name: restaurants.name,
      smsCount: sql<number>`coalesce(${counted.n}, 0)`.mapWith(Number),
    })
    .from(restaurants)
    .leftJoin(counted, eq(counted.restaurantId, restaurants.id))
    .orderBy(desc(sql`coalesce(${counted.n}, 0)`), restaurants.name);
  const data: SmsCount[] = rows;
  return { data };
}
