import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { COUPON_MESSAGES as M } from '../../../contract/coupons/routes';
import { couponUses, coupons } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { dayBounds, dayjs } from '../../time';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';

const MAX_DAYS = 366;

/** Uses of a coupon per day (platform time zone), counted from the uses order placement records. */
export async function couponUsageStats({ db }: Deps, couponid: string) {
  const [c] = await db
    .select({ startdate: coupons.startdate, enddate: coupons.enddate })
    .from(coupons)
    .where(eq(coupons.id, couponid));
  if (!c) throw notFound(M.notFound);
  const [{ total }] = await db.select({ total: count() }).from(couponUses).where(eq(couponUses.couponId, couponid));
  const now = new Date();
  const last = calendarDay(c.enddate < now ? c.enddate : now);
  let first = calendarDay(c.startdate);
  if (first > last) return { Statistics: { Label: [], Value: [] }, Total: total };
  const earliest = dayjs(last)
    .subtract(MAX_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  if (first < earliest) first = earliest;
  const day = sql<string>`to_char(${couponUses.at} at time zone ${sql.raw(`'${PLATFORM_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponid),
        gte(couponUses.at, dayBounds(first)[0]),
        lt(couponUses.at, dayBounds(last)[1]),
      ),
    )
    .groupBy(day);
  const perDay = new Map(rows.map((r) => [r.day, r.n]));
  const Label: string[] = [];
  for (let d = dayjs(first); d.format('YYYY-MM-DD') <= last; d = d.add(1, 'day')) Label.push(d.format('YYYY-MM-DD'));
  return { Statistics: { Label, Value: Label.map((l) => perDay.get(l) ?? 0) }, Total: total };
}
