import { describe, expect, it } from 'vitest';
import {
  feeRows,
  FEES,
  perCategoryNet,
  restaurantReportNet,
  screenFees,
  settlementPayout,
  totalSales,
  units,
} from './fees';

// Hand-computed: 3 SMS, 10 orders of which 4 by card and 5 by MobilePay.
//   SMS 3 × 0.50 = 1.50; transaction 10 × 0.20 = 2.00; card 4 × 1.25 = 5.00; MobilePay 5 × 1.00 = 5.00; sum 13.50
describe("the spec's fees and net (minor units)", () => {
  const fees = screenFees({ smsCount: 3, orderCount: 10, cardCount: 4, mobilepayCount: 5, cardFee: FEES.card });

  it('on screen, SMS per SMS and the per-order fees per order', () => {
    expect(fees).toEqual({ sms: 150, transaction: 200, card: 500, mobilepay: 500, sum: 1350 });
  });

  it('restaurant report net = confirmed + completed − refunded − SMS fees − transaction fees', () => {
    // 1,234.50 + 2,000.25 − 99.95 − 1.50 − 2.00 = 3,131.30
    const s = { amount: { confirmed: 123450, completed: 200025, cancelled: 5000, refunded: 9995 } };
    expect(units(restaurantReportNet(s, fees))).toBe(3131.3);
  });

  it("'Total Sales' = confirmed + completed; per-category net = sales − all four fees", () => {
    const s = { amount: { confirmed: 123450, completed: 200025, cancelled: 5000, refunded: 9995 } };
    expect(totalSales(s)).toBe(323475);
    // 3,234.75 − 13.50 = 3,221.25
    expect(units(perCategoryNet(totalSales(s), fees))).toBe(3221.25);
  });

  it('the fee rows count SMS and orders, at their rates, and add up to the fee block', () => {
    const rows = feeRows({ smsCount: 3, orderCount: 10, cardCount: 4, mobilepayCount: 5, cardFee: FEES.card });
    expect(rows.map((r) => [r.name, r.qty, units(r.price), units(r.sales)])).toEqual([
      ['SMS', 3, 0.5, 1.5],
      ['Transaction fee', 10, 0.2, 2],
      ['Card fee', 4, 1.25, 5],
      ['MobilePay', 5, 1, 5],
    ]);
    expect(rows.reduce((s, r) => s + r.sales, 0)).toBe(fees.sum);
  });

  it('the fees never scale with the amount sold: a payout stays positive where the literal Excel rule made it negative', () => {
    // 100.00 sold in 2 orders (1 card, 1 MobilePay), 2 SMS. The literal rule charged 100 × (0.2 + 1.25 + 1) + 1 = 246.00.
    const c = { smsCount: 2, orderCount: 2, cardCount: 1, mobilepayCount: 1, cardFee: FEES.card };
    // 1.00 + 0.40 + 1.25 + 1.00 = 3.65 → 96.35
    expect(units(perCategoryNet(10000, screenFees(c)))).toBe(96.35);
  });

  it("the card fee is the rate it is given (the platform's Config › Card fee)", () => {
    // 4 card orders × 2.00 = 8.00
    const c = { smsCount: 0, orderCount: 4, cardCount: 4, mobilepayCount: 0, cardFee: 200 };
    expect(screenFees(c).card).toBe(800);
    expect(feeRows(c)[2]).toEqual({ name: 'Card fee', qty: 4, price: 200, sales: 800 });
  });

  it('a settlement pays captured − refunds − fees', () => {
    expect(units(settlementPayout(50000, 2500, fees))).toBe(461.5);
  });
});
