/**
 * What an order's money is made of, as the kitchen card and the order detail show it: each line with its options and
 * extras, then the discount, the coupon, fees and tip that lead to the total, so the figures on screen add up to it.
 * The same sums the server prices a placement with (server/modules/orders/pricing.ts), in currency units.
 */
import type { Order, OrderLine } from './order';

const minor = (units: number) => Math.round(units * 100);

/** What one line costs: qty × (item + its options) + qty × its extras, to the øre. */
export const lineAmount = (l: OrderLine) =>
  (l.qty *
    (minor(l.price) +
      l.attributes.reduce((s, a) => s + minor(a.additionalPrice) * a.qty, 0) +
      l.extras.reduce((s, x) => s + minor(x.price) * x.qty, 0))) /
  100;

export interface ChargeRow {
  label: 'Discount' | 'Coupon' | 'Bag fee' | 'Delivery fee' | 'Service fee' | 'Tip';
  /** Negative for the discount and the coupon. */
  amount: number;
}

type Charged = Pick<Order, 'discount' | 'couponDiscount' | 'bagTakeAwayPrice' | 'deliveryFee' | 'serviceFee' | 'tip'>;

/**
 * The rows between the lines and the total, those that are not 0: the lines − discount − coupon + fees + tip = total.
 * An order kept from before a charge existed (the kitchen's offline copy) has none of it: no row.
 */
export function orderCharges(o: Charged): ChargeRow[] {
  const rows: ChargeRow[] = [
    { label: 'Discount', amount: -o.discount },
    { label: 'Coupon', amount: -o.couponDiscount },
    { label: 'Bag fee', amount: o.bagTakeAwayPrice },
    { label: 'Delivery fee', amount: o.deliveryFee },
    { label: 'Service fee', amount: o.serviceFee },
    { label: 'Tip', amount: o.tip },
  ];
  return rows.filter((r) => r.amount !== 0 && !Number.isNaN(r.amount));
}
