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
 * The Excel rule ("the total amount for the quantity") is not followed: read literally it charges 0.2 + 1.25 + 1
 * times the sales, so every export's payment total is negative (a fault of the old system). The per-category exports
 * show the screen's fee rows and net instead (README, "Deviations from the spec").
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

/** One fee as a row: what is counted, the rate, the fee (minor units). */
export interface FeeRow {
  name: 'SMS' | 'Transaction fee' | 'Card fee' | 'MobilePay';
  /** The SMS sent, the orders, the card orders, the MobilePay orders. */
  qty: number;
  /** The rate per SMS or order (minor units). */
  price: number;
  /** qty × price (minor units). */
  sales: number;
}

/**
 * The fees as rows: SMS per SMS, the per-order fees per (matching) order. The per-category screen and every export
 * of it (CSV, Excel, PDF) show these rows, so the files and the screen say the same.
 */
export function feeRows(c: FeeCounts): FeeRow[] {
  const row = (name: FeeRow['name'], qty: number, price: number) => ({ name, qty, price, sales: qty * price });
  return [
    row('SMS', c.smsCount, FEES.sms),
    row('Transaction fee', c.orderCount, FEES.transaction),
    row('Card fee', c.cardCount, c.cardFee),
    row('MobilePay', c.mobilepayCount, FEES.mobilepay),
  ];
}

/** The fee block of every report and settlement: the rows' fees by name and their sum. */
export function screenFees(c: FeeCounts): FeeBlock {
  const [sms, transaction, card, mobilepay] = feeRows(c).map((r) => r.sales) as [number, number, number, number];
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
