/** What the report and statistics calls answer (the spec's entities "Order report row" and the report's meta). */
import * as z from 'zod/mini';
import { pageMeta } from '../common';

const choice = z.object({ _id: z.string(), name: z.string(), price: z.number(), qty: z.number() });

const reportLine = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  /** Unit price of the item (currency units). */
  price: z.number(),
  qty: z.int(),
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
  /** What was taken off the subtotal: the restaurant's discount and a coupon's item offer. */
  discount: z.number(),
  tip: z.number(),
  /** Service fee in percent. */
  serviceFee: z.number(),
  total: z.number(),
  /** Minor units (divide by 100). */
  amountcaptured: z.int(),
  status: z.string(),
  paymentType: z.string(),
  iscardEU: z.boolean(),
  transactionfee: z.number(),
  currency: z.string(),
  isParkTable: z.boolean(),
  /** Only with includecategory=true. */
  lines: z.optional(z.array(reportLine)),
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
  confirmedcount: z.int(),
  completedcount: z.int(),
  cancelledcount: z.int(),
  refundedcount: z.int(),
  smsLogsCount: z.int(),
  /** transaction fee × the number of orders (0.2 each). */
  totaltransactionfee: z.number(),
  /** Orders paid by card / MobilePay (for the card and MobilePay fees). */
  cardcount: z.int(),
  mobilepaycount: z.int(),
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

/** One fee as the screen and the exports show it: what is counted (SMS or orders), the rate, the fee. */
const feeRow = z.object({
  name: z.enum(['SMS', 'Transaction fee', 'Card fee', 'MobilePay']),
  qty: z.int(),
  price: z.number(),
  sales: z.number(),
});

export const perCategoryAnswer = z.object({
  categories: z.array(categoryTable),
  ordermeta: orderMeta,
  /** 'Total Sales' = confirmed + completed amounts. */
  totalSales: z.number(),
  /** SMS, Transaction fee, Card fee, MobilePay: the fee block of the screen and the rows of every export. */
  feeRows: z.array(feeRow),
  /** The fee block's Total and the exports' Payment total: Total Sales − the sum of the fee rows. */
  net: z.number(),
});
export type PerCategoryAnswer = z.infer<typeof perCategoryAnswer>;

const namedCount = z.object({ name: z.string(), count: z.number() });

export const restaurantStats = z.object({
  gross: z.number(),
  average: z.number(),
  itempurchased: z.int(),
  ordercount: z.int(),
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

export const tableStats = z.object({ data: z.array(z.object({ tablenumber: z.int(), count: z.int() })) });

const productStat = z.object({
  _id: z.string(),
  name: z.string(),
  qty: z.number(),
  /** Quantity sold in each local hour 00:00 … 23:00 (24 values). */
  hours: z.array(z.number()),
});

export const productStats = z.object({ data: z.array(productStat), currency: z.string() });
