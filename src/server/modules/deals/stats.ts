import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { DEAL_MESSAGES as M } from '../../../contract/deals/routes';
import { dealRedemptions, deals } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { dayBounds, dayjs } from '../../time';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';

/** The longest chart: the last year of a deal. */
const MAX_DAYS = 366;

/** Redemptions of a deal per day (in the platform's time zone), from its start to its end or today. */
export async function dealRedemptionStats({ db }: Deps, dealid: string) {
  const [deal] = await db
    .select({ startdate: deals.startdate, enddate: deals.enddate })
    .from(deals)
    .where(eq(deals.id, dealid));
  if (!deal) throw notFound(M.notFound);
  const [{ total }] = await db
    .select({ total: count() })
    .from(dealRedemptions)
    .where(eq(dealRedemptions.dealId, dealid));
  const now = new Date();
  const last = calendarDay(deal.enddate < now ? deal.enddate : now);
  let first = calendarDay(deal.startdate);
  if (first > last) return { Statistics: { Label: [], Value: [] }, Total: total };
  const earliest = dayjs(last)
    .subtract(MAX_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  if (first < earliest) first = earliest;

  // The zone is written into the SQL (a constant), so the grouped expression is the selected one.
  const day = sql<string>`to_char(${dealRedemptions.at} at time zone ${sql.raw(`'${PLATFORM_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(dealRedemptions)
    .where(
      and(
        eq(dealRedemptions.dealId, dealid),
        gte(dealRedemptions.at, dayBounds(first)[0]),
        lt(dealRedemptions.at, dayBounds(last)[1]),
      ),
    )
    .groupBy(day);
  const perDay = new Map(rows.map((r) => [r.day, r.n]));
  const Label: string[] = [];
  for (let d = dayjs(first); d.format('YYYY-MM-DD') <= last; d = d.add(1, 'day')) Label.push(d.format('YYYY-MM-DD'));
  return { Statistics: { Label, Value: Label.map((l) => perDay.get(l) ?? 0) }, Total: total };
}
