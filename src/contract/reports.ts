/** Reports and statistics of one restaurant (the spec's screens, entities, calls, error catalogue and business constants). */
import { z } from 'zod';
import { objectId, pageMeta } from './common-classic';
import { isoDate, refineDateRange } from './date-schemas-classic';
import { endpoint } from './endpoint';
import { ALL_ROLES } from './roles';

export const REPORT_PAGE_SIZE = 25;
export const REPORT_STATUSES = ['confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const DEFAULT_REPORT_STATUSES: ReportStatus[] = ['confirmed', 'completed'];

/** `confirmed,completed` in the path: one or more of the four report statuses. */
const statusesParam = z
  .string()
  .trim()
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.enum(REPORT_STATUSES, { error: `Status must be among: ${REPORT_STATUSES.join(', ')}` }))
      .min(1, 'Please select a status'),
  );

/** restaurant, startdate, enddate (YYYY-MM-DD, the restaurant's days, both included; From not after To, To not after today). */
const reportRange = z.object({ restaurant: objectId, startdate: isoDate("'From'"), enddate: isoDate("'To'") });
const rangeQuery = reportRange.superRefine(refineDateRange);

const pageInt = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

const reportQuery = reportRange
  .extend({
    /** Without page every row is answered (meta: one page). */
    page: pageInt('Page', 1_000_000).optional(),
    size: pageInt('Size', 1000).default(REPORT_PAGE_SIZE),
    includecategory: z.enum(['true', 'false']).optional(),
  })
  .superRefine(refineDateRange);

const choice = z.object({ _id: z.string(), name: z.string(), price: z.number(), qty: z.number() });

const reportLine = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  /** Unit price of the item (currency units). */
  price: z.number(),
  qty: z.number().int(),
  extras: z.array(choice),
  attributes: z.array(choice),
});

/** One row of the restaurant report (the spec's entity "Order report row"). Money in currency units except amountcaptured. */
export const reportRow = z.object({
  _id: z.string(),
  refNo: z.string(),
  /** Placed at (ISO instant). */
  date: z.string(),
  subtotal: z.number(),
  tip: z.number(),
  /** Service fee in percent. */
  serviceFee: z.number(),
  total: z.number(),
  /** Minor units (divide by 100). */
  amountcaptured: z.number().int(),
  status: z.string(),
  paymentType: z.string(),
  iscardEU: z.boolean(),
  transactionfee: z.number(),
  currency: z.string(),
  isParkTable: z.boolean(),
  /** Only with includecategory=true. */
  lines: z.array(reportLine).optional(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** The spec's fees (business constants) as the server computed them (currency units). */
const feeBlock = z.object({
  sms: z.number(),
  transaction: z.number(),
  card: z.number(),
  mobilepay: z.number(),
  sum: z.number(),
});

export const orderMeta = z.object({
  confirmed: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  refunded: z.number(),
  confirmedcount: z.number().int(),
  completedcount: z.number().int(),
  cancelledcount: z.number().int(),
  refundedcount: z.number().int(),
  smsLogsCount: z.number().int(),
  /** transaction fee × the number of orders (0.2 each). */
  totaltransactionfee: z.number(),
  /** Orders paid by card / MobilePay (for the card and MobilePay fees). */
  cardcount: z.number().int(),
  mobilepaycount: z.number().int(),
  fees: feeBlock,
  /** confirmed + completed − refunded − SMS fees − transaction fees. */
  net: z.number(),
  currency: z.string(),
  /** The restaurant's time zone: its days make the range, and the rows' dates are shown in it. */
  timezone: z.string(),
});
export type OrderMeta = z.infer<typeof orderMeta>;

export const reportAnswer = z.object({ data: z.array(reportRow), meta: pageMeta, ordermeta: orderMeta });
export type ReportAnswer = z.infer<typeof reportAnswer>;

const FORMULAS =
  'Fees, as the spec sets them: SMS 0.5 per SMS (sms_logs of the restaurant in the range); transaction fee 0.2 per order; card fee 1.25 per order paid by card; MobilePay 1 per order paid with MobilePay. Amounts are order totals in currency units (2 decimals); amountcaptured is in minor units.';

export const restaurantReport = endpoint({
  method: 'GET',
  path: '/orders/restaurant/report/:statuses',
  tag: 'Reports',
  summary:
    'Restaurant report: orders of the listed statuses (e.g. confirmed,completed) placed from startdate to enddate, with totals',
  description: `Dates are the restaurant's days (its time zone), the whole To day included. Paged ${REPORT_PAGE_SIZE} by default; without page every row is answered. includecategory=true adds each order's lines with their category. ordermeta: amount and {status}count per status (0 for statuses not listed), smsLogsCount, totaltransactionfee, the fee block and net = confirmed + completed − refunded − SMS fees − transaction fees. ${FORMULAS}`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  params: z.object({ statuses: statusesParam }),
  query: reportQuery,
  response: reportAnswer,
});

const categoryRow = z.object({
  /** The item, extra or attribute name. */
  name: z.string(),
  kind: z.enum(['item', 'extra', 'attribute']),
  qty: z.number(),
  price: z.number(),
  sales: z.number(),
});
export const categoryTable = z.object({
  category: z.string(),
  rows: z.array(categoryRow),
  qty: z.number(),
  total: z.number(),
});
export type CategoryTable = z.infer<typeof categoryTable>;

const excelFeeRow = z.object({ name: z.string(), qty: z.number(), price: z.number(), sales: z.number() });

export const perCategoryAnswer = z.object({
  categories: z.array(categoryTable),
  ordermeta: orderMeta,
  /** 'Total Sales' = confirmed + completed amounts. */
  totalSales: z.number(),
  /** The fee block's Total: Total Sales − the sum of fees. */
  net: z.number(),
  /** The Excel deduction rows (transaction, card and MobilePay take the total amount as quantity) and the Payment total. */
  excel: z.object({ feeRows: z.array(excelFeeRow), paymentTotal: z.number() }),
});
export type PerCategoryAnswer = z.infer<typeof perCategoryAnswer>;

export const perCategoryReport = endpoint({
  method: 'GET',
  path: '/orders/restaurant/report-per-category/:statuses',
  tag: 'Reports',
  summary:
    'Per-category report in one answer: a table per category (one row per item/extra/attribute and price), amounts per status, fees and net',
  description: `Aggregated by the database (the paged report call stays for clients that gather pages). Same filters as /orders/restaurant/report/{statuses}. Extras and attributes count once per ordered item (their qty × the line's qty). ${FORMULAS}`,
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  params: z.object({ statuses: statusesParam }),
  query: rangeQuery,
  response: perCategoryAnswer,
});

const namedCount = z.object({ name: z.string(), count: z.number() });

export const restaurantStats = z.object({
  gross: z.number(),
  average: z.number(),
  itempurchased: z.number().int(),
  ordercount: z.number().int(),
  /** Minutes from placing to accepting, on average. */
  pendingavewaitmin: z.number(),
  /** Minutes from placing to completing, on average. */
  completedavewaitmin: z.number(),
  /** Hours '00:00'…'23:00' for a one-day range, else days YYYY-MM-DD. */
  label: z.array(z.string()),
  value: z.array(z.number()),
  topitems: z.array(namedCount),
  topattributes: z.array(namedCount),
  topextras: z.array(namedCount),
  currency: z.string(),
});
export type RestaurantStats = z.infer<typeof restaurantStats>;

const STATS_NOTE =
  "Sales are orders with status confirmed or completed, placed in the range (the restaurant's days, both included).";

export const statisticsRestaurant = endpoint({
  method: 'GET',
  path: '/statistics/restaurant',
  tag: 'Reports',
  summary:
    'Statistics of one restaurant: gross, average, items purchased, order count, average waits, sales series, top items/attributes/extras',
  description: STATS_NOTE,
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: rangeQuery,
  response: restaurantStats,
});

export const statisticsTablenumbers = endpoint({
  method: 'GET',
  path: '/statistics/tablenumbers',
  tag: 'Reports',
  summary: 'Order count per table number (dine-in sales orders)',
  description: STATS_NOTE,
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: rangeQuery,
  response: z.object({ data: z.array(z.object({ tablenumber: z.number().int(), count: z.number().int() })) }),
});

const productStat = z.object({
  _id: z.string(),
  name: z.string(),
  qty: z.number(),
  /** Quantity sold in each local hour 00:00 … 23:00 (24 values). */
  hours: z.array(z.number()),
});

export const statisticsProductstats = endpoint({
  method: 'GET',
  path: '/statistics/productstats',
  tag: 'Reports',
  summary: 'Quantity sold per product, in total and per local hour',
  description: STATS_NOTE,
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: rangeQuery,
  response: z.object({ data: z.array(productStat), currency: z.string() }),
});
