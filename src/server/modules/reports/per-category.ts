/**
 * The per-category report in one answer, aggregated by the database: one table per category with a row per
 * item / extra / attribute and unit price (Menu, Quantity, Price, Sales), the amounts per status, the fees and net.
 */
import { sql } from 'drizzle-orm';
import type { CategoryTable, PerCategoryAnswer, ReportStatus } from '../../../contract/reports';
import type { Db } from '../../db/client';
import { excelFeeRows, perCategoryNet, screenFees, totalSales, units } from './fees';
import { orderMetaOf, smsCount, statusTotals } from './report';
import { num, rowsOf, type ReportScope } from './scope';

interface AggRow {
  category: string;
  kind: 'item' | 'extra' | 'attribute';
  name: string;
  price: string | number;
  qty: string | number;
}

const KIND_ORDER = { item: 0, extra: 1, attribute: 2 } as const;

export async function categoryTables(db: Db, scope: ReportScope, statuses: readonly ReportStatus[]): Promise<CategoryTable[]> {
  const statusList = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  // Lines stored without a category name take their category's current name (or 'Other').
  const rows = await rowsOf<AggRow>(
    db,
    sql`
    select category, kind, name, price, sum(qty) as qty from (
      select coalesce(nullif(line.value->>'category', ''), c.category, 'Other') as category, p.kind, p.name, p.price, p.qty
      from orders o
      cross join lateral jsonb_array_elements(o.lines) as line(value)
      left join menu_categories c on c.id = line.value->>'categoryId'
      cross join lateral (
        select 'item' as kind, line.value->>'name' as name, (line.value->>'price')::bigint as price, (line.value->>'qty')::int as qty
        union all
        select 'extra', e.value->>'name', (e.value->>'price')::bigint, (e.value->>'qty')::int * (line.value->>'qty')::int
        from jsonb_array_elements(coalesce(line.value->'extras', '[]'::jsonb)) as e(value)
        union all
        select 'attribute', a.value->>'name', (a.value->>'additionalPrice')::bigint, (a.value->>'qty')::int * (line.value->>'qty')::int
        from jsonb_array_elements(coalesce(line.value->'attributes', '[]'::jsonb)) as a(value)
      ) as p
      where o.restaurant_id = ${scope.restaurantId} and o.status in (${statusList})
        and o.created_at >= ${scope.from.toISOString()}::timestamptz and o.created_at < ${scope.to.toISOString()}::timestamptz
    ) as parts
    group by category, kind, name, price`,
  );
  const byCategory = new Map<string, CategoryTable['rows']>();
  const sorted = rows
    .map((r) => ({ ...r, price: num(r.price), qty: num(r.qty) }))
    .sort((a, b) => a.category.localeCompare(b.category) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name) || a.price - b.price);
  for (const r of sorted) {
    const list = byCategory.get(r.category) ?? [];
    // qty × unit price in minor units, then to units.
    list.push({ name: r.name, kind: r.kind, qty: r.qty, price: units(r.price), sales: units(Math.round(r.qty * r.price)) });
    byCategory.set(r.category, list);
  }
  return [...byCategory].map(([category, list]) => ({
    category,
    rows: list,
    qty: list.filter((r) => r.kind === 'item').reduce((s, r) => s + r.qty, 0),
    total: units(list.reduce((s, r) => s + Math.round(r.sales * 100), 0)),
  }));
}

export async function perCategoryReport(db: Db, scope: ReportScope, statuses: readonly ReportStatus[]): Promise<PerCategoryAnswer> {
  const [categories, totals, sms] = await Promise.all([categoryTables(db, scope, statuses), statusTotals(db, scope, statuses), smsCount(db, scope)]);
  const fees = screenFees({ smsCount: sms, orderCount: totals.orderCount, cardCount: totals.cardCount, mobilepayCount: totals.mobilepayCount });
  const sales = totalSales({ amount: totals.amount });
  const excel = excelFeeRows(sales, sms);
  return {
    categories,
    ordermeta: orderMetaOf(totals, sms, scope.currency),
    totalSales: units(sales),
    net: units(perCategoryNet(sales, fees)),
    excel: { feeRows: excel.rows.map((r) => ({ ...r, sales: units(r.sales) })), paymentTotal: units(excel.paymentTotal) },
  };
}
