/** The restaurant report (GET /orders/restaurant/report/:statuses): totals by SQL aggregation, rows paged. */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ReportStatus } from '../../../contract/reports/routes';
import type { OrderMeta, ReportRow } from '../../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { menuCategories, orders, smsLogs, type StoredOrderLine } from '../../db/schema';
import { pageMeta } from '../../http/paging';
import { FEES, restaurantReportNet, screenFees, units } from './fees';
import { statusRows } from './rollup';
import { ordersWhere, type ReportScope } from './scope';

interface StatusTotals {
  amount: Record<ReportStatus, number>;
  count: Record<ReportStatus, number>;
  cardCount: number;
  mobilepayCount: number;
  orderCount: number;
}

/** Amount (minor units) and count per status, and the card / MobilePay order counts, from the running totals (rollup.ts). */
export async function statusTotals(
  db: Db,
  scope: ReportScope,
  statuses: readonly ReportStatus[],
): Promise<StatusTotals> {
  const rows = await statusRows(db, scope, statuses);
  const t: StatusTotals = {
    amount: { confirmed: 0, completed: 0, cancelled: 0, refunded: 0 },
    count: { confirmed: 0, completed: 0, cancelled: 0, refunded: 0 },
    cardCount: 0,
    mobilepayCount: 0,
    orderCount: 0,
  };
  for (const r of rows) {
    const s = r.status as ReportStatus;
    t.amount[s] = r.amount;
    t.count[s] = r.orders;
    t.cardCount += r.card;
    t.mobilepayCount += r.mobilepay;
    t.orderCount += r.orders;
  }
  return t;
}

/** SMS sent for the restaurant in the range (the SMS fee's count). */
export async function smsCount(db: Db, scope: ReportScope): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(smsLogs)
    .where(
      and(eq(smsLogs.restaurantId, scope.restaurantId), gte(smsLogs.date, scope.from), lt(smsLogs.date, scope.to)),
    );
  return Number(r?.n ?? 0);
}

/** ordermeta of the report: amounts and counts per status, SMS count, fees (the spec's business constants) and net, in currency units. */
export function orderMetaOf(
  t: StatusTotals,
  sms: number,
  { currency, timezone, cardFee }: Pick<ReportScope, 'currency' | 'timezone' | 'cardFee'>,
): OrderMeta {
  const fees = screenFees({
    cardFee,
    smsCount: sms,
    orderCount: t.orderCount,
    cardCount: t.cardCount,
    mobilepayCount: t.mobilepayCount,
  });
  return {
    confirmed: units(t.amount.confirmed),
    completed: units(t.amount.completed),
    cancelled: units(t.amount.cancelled),
    refunded: units(t.amount.refunded),
    confirmedcount: t.count.confirmed,
    completedcount: t.count.completed,
    cancelledcount: t.count.cancelled,
    refundedcount: t.count.refunded,
    smsLogsCount: sms,
    totaltransactionfee: units(fees.transaction),
    cardcount: t.cardCount,
    mobilepaycount: t.mobilepayCount,
    fees: {
      sms: units(fees.sms),
      transaction: units(fees.transaction),
      card: units(fees.card),
      mobilepay: units(fees.mobilepay),
      sum: units(fees.sum),
    },
    net: units(restaurantReportNet({ amount: t.amount }, fees)),
    currency,
    timezone,
  };
}

/** Category names of the restaurant, for lines stored without one. */
async function categoryNames(db: Db, restaurantId: string) {
  const rows = await db
    .select({ id: menuCategories.id, name: menuCategories.category })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const categoryOf = (l: StoredOrderLine, names: Map<string, string>) =>
  l.category || (l.categoryId ? names.get(l.categoryId) : undefined) || 'Other';

type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'refNo'
  | 'createdAt'
  | 'subtotal'
  | 'discount'
  | 'couponDiscount'
  | 'tip'
  | 'serviceFeePercent'
  | 'total'
  | 'amountcaptured'
  | 'status'
  | 'paymentType'
  | 'iscardEU'
  | 'currency'
  | 'isParkTable'
  | 'lines'
>;

function toRow(o: OrderRow, names: Map<string, string> | null): ReportRow {
  return {
    _id: o.id,
    refNo: o.refNo,
    date: o.createdAt.toISOString(),
    subtotal: units(o.subtotal),
    discount: units(o.discount + o.couponDiscount),
    tip: units(o.tip),
    serviceFee: o.serviceFeePercent / 10,
    total: units(o.total),
    amountcaptured: o.amountcaptured,
    status: o.status,
    paymentType: o.paymentType,
    iscardEU: o.iscardEU,
    transactionfee: units(FEES.transaction),
    currency: o.currency,
    isParkTable: o.isParkTable,
    ...(names
      ? {
          lines: o.lines.map((l, i) => ({
            _id: `${o.id}-${i}`,
            name: l.name,
            category: categoryOf(l, names),
            price: units(l.price),
            qty: l.qty,
            extras: l.extras.map((x) => ({ _id: x._id, name: x.name, price: units(x.price), qty: x.qty })),
            attributes: l.attributes.map((a) => ({
              _id: a._id,
              name: a.name,
              price: units(a.additionalPrice),
              qty: a.qty,
            })),
          })),
        }
      : {}),
  };
}

export async function restaurantReport(
  db: Db,
  scope: ReportScope,
  statuses: readonly ReportStatus[],
  q: { page?: number; size: number; includecategory?: 'true' | 'false' },
) {
  const [totals, sms] = await Promise.all([statusTotals(db, scope, statuses), smsCount(db, scope)]);
  const page = q.page ?? 1;
  const size = q.page ? q.size : Math.max(1, totals.orderCount);
  const withLines = q.includecategory === 'true';
  // Only the columns of a report row (the lines only when asked for): large exports stay light.
  const columns = {
    id: orders.id,
    refNo: orders.refNo,
    createdAt: orders.createdAt,
    subtotal: orders.subtotal,
    discount: orders.discount,
    couponDiscount: orders.couponDiscount,
    tip: orders.tip,
    serviceFeePercent: orders.serviceFeePercent,
    total: orders.total,
    amountcaptured: orders.amountcaptured,
    status: orders.status,
    paymentType: orders.paymentType,
    iscardEU: orders.iscardEU,
    currency: orders.currency,
    isParkTable: orders.isParkTable,
    lines: withLines ? orders.lines : sql<StoredOrderLine[]>`'[]'::jsonb`,
  };
  const list = db
    .select(columns)
    .from(orders)
    .where(ordersWhere(scope, statuses))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = q.page ? await list.limit(size).offset((page - 1) * size) : await list;
  const names = withLines ? await categoryNames(db, scope.restaurantId) : null;
  return {
    data: rows.map((o) => toRow(o, names)),
    meta: pageMeta(totals.orderCount, { page, size }),
    ordermeta: orderMetaOf(totals, sms, scope),
  };
}
