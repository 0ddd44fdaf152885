import { describe, expect, it } from 'vitest';
import {
  excelFeeRows,
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

  it('in Excel the transaction, card and MobilePay rows take the total amount as quantity', () => {
    // sales 100.00, 2 SMS: SMS 2 × 0.5 = 1.00; transaction 100 × 0.2 = 20.00; card 100 × 1.25 = 125.00; MobilePay 100 × 1 = 100.00
    const { rows, paymentTotal } = excelFeeRows(10000, 2, FEES.card);
    expect(rows.map((r) => [r.name, r.qty, r.price, units(r.sales)])).toEqual([
      ['SMS', 2, 0.5, 1],
      ['Transaction fee', 100, 0.2, 20],
      ['Card fee', 100, 1.25, 125],
      ['MobilePay', 100, 1, 100],
    ]);
    expect(units(paymentTotal)).toBe(-146);
  });

  it('rounds Excel fee rows to the øre', () => {
    // 12.35 × 0.2 = 2.47; × 1.25 = 15.4375 → 15.44; × 1 = 12.35
    expect(excelFeeRows(1235, 0, FEES.card).rows.map((r) => r.sales)).toEqual([0, 247, 1544, 1235]);
  });

  it("the card fee is the rate it is given (the platform's Config › Card fee)", () => {
    // 4 card orders × 2.00 = 8.00; in Excel 100 × 2 = 200.00
    expect(screenFees({ smsCount: 0, orderCount: 4, cardCount: 4, mobilepayCount: 0, cardFee: 200 }).card).toBe(800);
    expect(units(excelFeeRows(10000, 0, 200).rows[2].sales)).toBe(200);
  });

  it('a settlement pays captured − refunds − fees', () => {
    expect(units(settlementPayout(50000, 2500, fees))).toBe(461.5);
  });
});
