/**
 * Reading and folding the reports' running totals (schema/report-rollup.ts, trigger in migration 0010).
 *
 * A report's range runs from local midnight to local midnight in the restaurant's zone. Its rows come from:
 * - `report_rollup` for the whole UTC days inside the range (a few dozen rows a day instead of every order's lines),
 * - `report_deltas` for the same days: changes the fold job has not taken yet,
 * - the orders themselves for the partial days at the edges (and for a range shorter than a UTC day),
 * all in one statement, so a fold committing meanwhile is seen either wholly or not at all.
 * Each source gives the same columns: status, kind, category, category_id, name, price, n, cnt, amount, card, mobilepay.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportDeltas, reportRollup } from '../../db/schema';
import { num, rowsOf, type ReportScope } from './scope';

const DAY = 86_400_000;
const NAMES = ['status', 'kind', 'category', 'category_id', 'name', 'price', 'n', 'cnt', 'amount', 'card', 'mobilepay'];
const COLUMNS = sql.raw(NAMES.join(', '));
const X_COLUMNS = sql.raw(NAMES.map((c) => `x.${c}`).join(', '));

/** The whole UTC days inside [from, to) (null when there are none), and the rest of the range. */
export function splitRange(from: Date, to: Date): { days: { from: Date; to: Date } | null; edges: [Date, Date][] } {
  const d0 = Math.ceil(from.getTime() / DAY) * DAY;
  const d1 = Math.floor(to.getTime() / DAY) * DAY;
  if (d0 >= d1) return { days: null, edges: from < to ? [[from, to]] : [] };
  const edges: [Date, Date][] = [];
  if (from.getTime() < d0) edges.push([from, new Date(d0)]);
  if (d1 < to.getTime()) edges.push([new Date(d1), to]);
  return { days: { from: new Date(d0), to: new Date(d1) }, edges };
}

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

/** What the orders of the scope in `statuses` count, as rows of the sources above: 'order' rows or their parts. */
export function reportRows(scope: ReportScope, statuses: readonly string[], kinds: 'order' | 'parts'): SQL {
  const r = scope.restaurantId;
  const list = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const kind = kinds === 'order' ? sql`kind = 'order'` : sql`kind <> 'order'`;
  const { days, edges } = splitRange(scope.from, scope.to);
  const sources: SQL[] = [];
  if (days) {
    sources.push(sql`select ${COLUMNS} from ${reportRollup}
      where restaurant_id = ${r} and day >= ${day(days.from)}::date and day < ${day(days.to)}::date and status in (${list}) and ${kind}`);
    sources.push(sql`select ${COLUMNS} from ${reportDeltas}
      where restaurant_id = ${r} and at >= ${iso(days.from)}::timestamptz and at < ${iso(days.to)}::timestamptz and status in (${list}) and ${kind}`);
  }
  for (const [a, b] of edges) {
    sources.push(sql`select ${X_COLUMNS} from orders o
      cross join lateral report_order_rows(o.restaurant_id, o.created_at, o.status, o.total_minor, o.payment_type, o.lines, 1) as x
      where o.restaurant_id = ${r} and o.status in (${list}) and o.created_at >= ${iso(a)}::timestamptz and o.created_at < ${iso(b)}::timestamptz and x.${kind}`);
  }
  // No statuses or an empty range: a source that gives nothing, with the same columns.
  if (!sources.length || !statuses.length) return sql`select ${COLUMNS} from ${reportRollup} where false`;
  return sql.join(sources, sql` union all `);
}

interface StatusRow {
  status: string;
  orders: number;
  amount: number;
  card: number;
  mobilepay: number;
}

/** Orders, amount (minor units), card and MobilePay orders per status. */
export async function statusRows(db: Db, scope: ReportScope, statuses: readonly string[]): Promise<StatusRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select status, sum(cnt) as orders, sum(amount) as amount, sum(card) as card, sum(mobilepay) as mobilepay
        from (${reportRows(scope, statuses, 'order')}) as s group by status`,
  );
  return rows.map((r) => ({
    status: String(r.status),
    orders: num(r.orders),
    amount: num(r.amount),
    card: num(r.card),
    mobilepay: num(r.mobilepay),
  }));
}

interface PartRow {
  category: string;
  kind: 'item' | 'extra' | 'attribute';
  name: string;
  price: number;
  qty: number;
}

/**
 * Quantity per category, kind, name and unit price. A line stored without a category name takes its category's
 * current name (or 'Other'). Keys no order counts any more (cancelled out) are left out.
 */
export async function partRows(db: Db, scope: ReportScope, statuses: readonly string[]): Promise<PartRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select coalesce(nullif(s.category, ''), c.category, 'Other') as category, s.kind, s.name, s.price, sum(s.n) as qty
        from (${reportRows(scope, statuses, 'parts')}) as s
        left join menu_categories c on c.id = s.category_id
        group by 1, 2, 3, 4
        having sum(s.cnt) > 0`,
  );
  return rows.map((r) => ({
    category: String(r.category),
    kind: r.kind as PartRow['kind'],
    name: r.name as string,
    price: num(r.price),
    qty: num(r.qty),
  }));
}

/**
 * Folds the pending changes into the daily totals, in batches; one node at a time (an advisory lock; the others
 * skip). Answers the number of changes folded. On the embedded database the emptied pages are reclaimed at once
 * (PGlite runs no autovacuum).
 */
export async function foldReportDeltas(db: Db, opts: { batch?: number; vacuum?: boolean } = {}): Promise<number> {
  const batch = opts.batch ?? 20_000;
  let folded = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const [lock] = await rowsOf<{ ok: boolean }>(
        tx as unknown as Db,
        sql`select pg_try_advisory_xact_lock(734100010) as ok`,
      );
      if (!lock?.ok) return 0;
      const [row] = await rowsOf<{ n: unknown }>(
        tx as unknown as Db,
        sql`with moved as (
              delete from ${reportDeltas} where id in (select id from ${reportDeltas} order by id limit ${batch} for update skip locked)
              returning restaurant_id, at, ${COLUMNS}
            ), folded as (
              insert into ${reportRollup} as r (restaurant_id, day, status, kind, category, category_id, name, price, n, cnt, amount, card, mobilepay)
              select restaurant_id, (at at time zone 'UTC')::date, status, kind, category, category_id, name, price,
                     sum(n), sum(cnt), sum(amount), sum(card), sum(mobilepay)
              from moved group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
              on conflict (restaurant_id, day, status, kind, category, category_id, name, price) do update
                set n = r.n + excluded.n, cnt = r.cnt + excluded.cnt, amount = r.amount + excluded.amount,
                    card = r.card + excluded.card, mobilepay = r.mobilepay + excluded.mobilepay
              returning 1
            )
            select (select count(*) from moved) as n`,
      );
      return num(row?.n);
    });
    folded += moved;
    if (moved < batch) break;
  }
  if (folded && opts.vacuum) await db.execute(sql`vacuum ${reportDeltas}`);
  return folded;
}
