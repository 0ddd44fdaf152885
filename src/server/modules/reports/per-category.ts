/**
 * The per-category report in one answer, aggregated by the database: one table per category with a row per
 * item / extra / attribute and unit price (Menu, Quantity, Price, Sales), the amounts per status, the fees and net.
 */
import type { ReportStatus } from '../../../contract/reports/routes';
import type { CategoryTable, PerCategoryAnswer } from '../../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { feeRows, perCategoryNet, screenFees, totalSales, units } from './fees';
import { orderMetaOf, smsCount, statusTotals } from './report';
import { partRows } from './rollup';
import type { ReportScope } from './scope';

const KIND_ORDER = { item: 0, extra: 1, attribute: 2 } as const;

export async function categoryTables(
  db: Db,
  scope: ReportScope,
  statuses: readonly ReportStatus[],
): Promise<CategoryTable[]> {
  // Quantity per category, kind, name and unit price, from the running totals (rollup.ts).
  const rows = await partRows(db, scope, statuses);
  const byCategory = new Map<string, CategoryTable['rows']>();
  const sorted = rows.sort(
    (a, b) =>
      a.category.localeCompare(b.category) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.name.localeCompare(b.name) ||
      a.price - b.price,
  );
  for (const r of sorted) {
    const list = byCategory.get(r.category) ?? [];
    // qty × unit price in minor units, then to units.
    list.push({
      name: r.name,
      kind: r.kind,
      qty: r.qty,
      price: units(r.price),
      sales: units(Math.round(r.qty * r.price)),
    });
    byCategory.set(r.category, list);
  }
  return [...byCategory].map(([category, list]) => ({
    category,
    rows: list,
    qty: list.filter((r) => r.kind === 'item').reduce((s, r) => s + r.qty, 0),
    total: units(list.reduce((s, r) => s + Math.round(r.sales * 100), 0)),
  }));
}

export async function perCategoryReport(
  db: Db,
  scope: ReportScope,
  statuses: readonly ReportStatus[],
): Promise<PerCategoryAnswer> {
  const [categories, totals, sms] = await Promise.all([
    categoryTables(db, scope, statuses),
    statusTotals(db, scope, statuses),
    smsCount(db, scope),
  ]);
  const counts = {
    cardFee: scope.cardFee,
    smsCount: sms,
    orderCount: totals.orderCount,
    cardCount: totals.cardCount,
    mobilepayCount: totals.mobilepayCount,
  };
  const sales = totalSales({ amount: totals.amount });
  return {
    categories,
    ordermeta: orderMetaOf(totals, sms, scope),
    totalSales: units(sales),
    feeRows: feeRows(counts).map((r) => ({ ...r, price: units(r.price), sales: units(r.sales) })),
    net: units(perCategoryNet(sales, screenFees(counts))),
  };
}
