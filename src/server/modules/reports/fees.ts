/**
 * The fees and net formulas of the spec's business constants — the ONE place they are written. Every report,
 * export and settlement takes its figures from here; the web shows what the server computed.
 *
 * "Fees: SMS 0.5 per SMS; transaction fee 0.2; card fee 1.25; MobilePay 1. On screen the per-order fees apply to the
 * count of orders; in the Excel export the transaction, card and MobilePay fees use the total amount for the quantity.
 * Net total = confirmed + completed minus refunded, SMS fees and transaction fees (restaurant report); per-category
 * net = sales minus the sum of fees. A further Excel deduction set for per-category uses 0.5 per SMS, 0.2, 1.25 and 1
 * times total. Amounts shown with 2 decimals; amountcaptured is in minor units (divide by 100)."
 *
 * The card fee is the platform's Config › Card fee (1.25 unless an admin changes it), read by `cardFeeRate`.
 *
 * Everything here is in minor units (øre), integers; the API divides by 100 at the edge (`units`).
 * Reading of "the count of orders": the transaction fee applies to every order of the report; the card fee to the
 * orders paid by card, the MobilePay fee to the orders paid with MobilePay (the fee belongs to that payment method).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configItems } from '../../db/schema';

/** Fee rates in minor units (DKK øre). The card fee is the platform's (Config › Card fee, `cardFeeRate`); this is its default. */
export const FEES = {
  /** 0.5 per SMS sent for the restaurant in the period. */
  sms: 50,
  /** 0.2 per order. */
  transaction: 20,
  /** 1.25 per order paid by card. */
  card: 125,
  /** 1 per order paid with MobilePay. */
  mobilepay: 100,
} as const;

/** Minor units → the currency's units (2 decimals), as the API speaks them. */
export const units = (minor: number) => Math.round(minor) / 100;

interface StatusFigures {
  /** Sum of order totals per status (minor units); a status not in the report is 0. */
  amount: { confirmed: number; completed: number; cancelled: number; refunded: number };
}

interface FeeCounts {
  smsCount: number;
  /** Orders in the report (every selected status). */
  orderCount: number;
  cardCount: number;
  mobilepayCount: number;
  /** The card fee per card order (minor units): the platform's Config › Card fee. */
  cardFee: number;
}

interface FeeBlock {
  sms: number;
  transaction: number;
  card: number;
  mobilepay: number;
  /** sms + transaction + card + mobilepay */
  sum: number;
}

/** The on-screen fee block: SMS per SMS, the per-order fees per (matching) order. */
export function screenFees(c: FeeCounts): FeeBlock {
  const sms = c.smsCount * FEES.sms;
  const transaction = c.orderCount * FEES.transaction;
  const card = c.cardCount * c.cardFee;
  const mobilepay = c.mobilepayCount * FEES.mobilepay;
  return { sms, transaction, card, mobilepay, sum: sms + transaction + card + mobilepay };
}

/** 'Total Sales' of the per-category report: confirmed + completed amounts. */
export const totalSales = (s: StatusFigures) => s.amount.confirmed + s.amount.completed;

/** Restaurant report net total: confirmed + completed − refunded − SMS fees − transaction fees. */
export function restaurantReportNet(s: StatusFigures, fees: FeeBlock): number {
  return s.amount.confirmed + s.amount.completed - s.amount.refunded - fees.sms - fees.transaction;
}

/** Per-category net (the fee block's Total): sales − the sum of fees. */
export const perCategoryNet = (sales: number, fees: FeeBlock) => sales - fees.sum;

interface ExcelFeeRow {
  name: 'SMS' | 'Transaction fee' | 'Card fee' | 'MobilePay';
  /** SMS: the number of SMS; the others: the total amount (in units, as the sheet shows it). */
  qty: number;
  /** The rate in units (0.5, 0.2, 1.25, 1). */
  price: number;
  /** qty × price, minor units. */
  sales: number;
}

/**
 * The Excel deduction rows of the per-category export: SMS uses the SMS count; transaction, card and MobilePay use
 * the total amount (in units) for the quantity, each times its rate (the spec's words, kept literally).
 * `paymentTotal` = sales − these rows.
 */
export function excelFeeRows(
  sales: number,
  smsCount: number,
  cardFee: number,
): { rows: ExcelFeeRow[]; paymentTotal: number } {
  const totalUnits = units(sales);
  // total (minor) × rate (minor) / 100 = minor units of qty × price; rounded to the øre.
  const perTotal = (rate: number) => Math.round((sales * rate) / 100);
  const rows: ExcelFeeRow[] = [
    { name: 'SMS', qty: smsCount, price: units(FEES.sms), sales: smsCount * FEES.sms },
    { name: 'Transaction fee', qty: totalUnits, price: units(FEES.transaction), sales: perTotal(FEES.transaction) },
    { name: 'Card fee', qty: totalUnits, price: units(cardFee), sales: perTotal(cardFee) },
    { name: 'MobilePay', qty: totalUnits, price: units(FEES.mobilepay), sales: perTotal(FEES.mobilepay) },
  ];
  return { rows, paymentTotal: sales - rows.reduce((s, r) => s + r.sales, 0) };
}

/**
 * A settlement's payout: captured amounts of completed orders, minus refunds, minus the fees of those orders
 * (SMS of the period, transaction fee per order, card / MobilePay fee per order paid so).
 */
export function settlementPayout(captured: number, refunded: number, fees: FeeBlock): number {
  return captured - refunded - fees.sum;
}

/** The platform's card fee per card order in minor units (Config › Card fee; the spec's 1.25 when it is not set). */
export async function cardFeeRate(db: Db): Promise<number> {
  const [row] = await db.select({ value: configItems.value }).from(configItems).where(eq(configItems.name, 'cardfee'));
  return typeof row?.value === 'number' ? Math.round(row.value * 100) : FEES.card;
}
