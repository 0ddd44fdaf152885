/** Restaurant statistics, table-number statistics and product statistics, aggregated by the database. */
import { and, isNotNull, sql } from 'drizzle-orm';
import { HOURS } from '../../../contract/statistics/routes';
import type { RestaurantStats } from '../../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { dayjs } from '../../time';
import { units } from './fees';
import { reportRows } from './rollup';
import { localTime, num, ordersWhere, rowsOf, type ReportScope } from './scope';

const SALES = ['confirmed', 'completed'] as const;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The sales orders' lines, flattened: `(o, line)` rows for the lateral queries below. */
const salesLines = (scope: ReportScope) => sql`
  from orders o cross join lateral jsonb_array_elements(o.lines) as line(value)
  where o.restaurant_id = ${scope.restaurantId} and o.status in ('confirmed', 'completed')
    and o.created_at >= ${scope.from.toISOString()}::timestamptz and o.created_at < ${scope.to.toISOString()}::timestamptz`;

/** Quantity per item, extra and attribute name of the sales orders, from the running totals (rollup.ts). */
async function soldByName(db: Db, scope: ReportScope) {
  const rows = await rowsOf<{ kind: 'item' | 'extra' | 'attribute'; name: string; qty: unknown }>(
    db,
    sql`select s.kind, s.name, sum(s.n) as qty from (${reportRows(scope, SALES, 'parts')}) as s group by 1, 2 having sum(s.cnt) > 0`,
  );
  const top = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ name: r.name, count: num(r.qty) }))
      .sort((x, y) => y.count - x.count || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
      .slice(0, 10);
  const items = rows.filter((r) => r.kind === 'item').reduce((sum, r) => sum + num(r.qty), 0);
  return { items, topitems: top('item'), topextras: top('extra'), topattributes: top('attribute') };
}

export async function restaurantStats(
  db: Db,
  scope: ReportScope,
  q: { startdate: string; enddate: string },
): Promise<RestaurantStats> {
  const where = ordersWhere(scope, SALES);
  const [agg] = await db
    .select({
      n: sql<number>`count(*)::int`.mapWith(Number),
      gross: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`.mapWith(Number),
      pending:
        sql<number>`coalesce(avg(extract(epoch from (${orders.acceptedAt} - ${orders.createdAt}))), 0)::float`.mapWith(
          Number,
        ),
      completed:
        sql<number>`coalesce(avg(extract(epoch from (${orders.completedAt} - ${orders.createdAt}))), 0)::float`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(where);
  const sold = await soldByName(db, scope);

  const oneDay = q.startdate === q.enddate;
  const bucket = oneDay
    ? sql`extract(hour from ${localTime(scope.timezone)})::int::text`
    : sql`to_char(${localTime(scope.timezone)}, 'YYYY-MM-DD')`;
  const series = await db
    .select({
      key: sql<string>`${bucket}`,
      total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .groupBy(sql`1`);
  const byKey = new Map(series.map((s) => [s.key, s.total]));
  let label: string[];
  let value: number[];
  if (oneDay) {
    label = HOURS;
    value = HOURS.map((_, h) => units(byKey.get(String(h)) ?? 0));
  } else {
    label = [];
    for (let d = dayjs.utc(q.startdate); !d.isAfter(dayjs.utc(q.enddate)); d = d.add(1, 'day'))
      label.push(d.format('YYYY-MM-DD'));
    value = label.map((d) => units(byKey.get(d) ?? 0));
  }
  const n = agg?.n ?? 0;
  const gross = agg?.gross ?? 0;
  return {
    gross: units(gross),
    average: n ? units(Math.round(gross / n)) : 0,
    itempurchased: sold.items,
    ordercount: n,
    pendingavewaitmin: round1((agg?.pending ?? 0) / 60),
    completedavewaitmin: round1((agg?.completed ?? 0) / 60),
    label,
    value,
    topitems: sold.topitems,
    topattributes: sold.topattributes,
    topextras: sold.topextras,
    currency: scope.currency,
  };
}

export async function tableNumberStats(db: Db, scope: ReportScope) {
  const rows = await db
    .select({
      tablenumber: sql<number>`${orders.tablenumber}`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(orders)
    .where(and(ordersWhere(scope, SALES), isNotNull(orders.tablenumber)))
    .groupBy(orders.tablenumber)
    .orderBy(orders.tablenumber);
  return { data: rows };
}

export async function productStats(db: Db, scope: ReportScope) {
  const rows = await rowsOf<{ id: string; name: string; hour: unknown; qty: unknown }>(
    db,
    sql`select coalesce(line.value->>'menu', line.value->>'name') as id, min(line.value->>'name') as name,
               extract(hour from timezone(${scope.timezone}, o.created_at))::int as hour, sum((line.value->>'qty')::int) as qty
        ${salesLines(scope)} group by 1, 3`,
  );
  const byId = new Map<string, { _id: string; name: string; qty: number; hours: number[] }>();
  for (const r of rows) {
    const p = byId.get(r.id) ?? { _id: r.id, name: r.name, qty: 0, hours: Array<number>(24).fill(0) };
    p.hours[num(r.hour)] = (p.hours[num(r.hour)] ?? 0) + num(r.qty);
    p.qty += num(r.qty);
    byId.set(r.id, p);
  }
  return {
    data: [...byId.values()].sort((a, b) => b.qty - a.qty || a.name.localeCompare(b.name)),
    currency: scope.currency,
  };
}
