import { describe, expect, it } from 'vitest';
import { lineAmount, orderCharges } from './amounts';
import type { OrderLine } from './order';

const line = (over: Partial<OrderLine>): OrderLine => ({
  menu: 'm1',
  name: 'Flank steak',
  category: 'Mains',
  categoryId: null,
  qty: 1,
  price: 139,
  notes: '',
  isReward: false,
  attributes: [],
  extras: [],
  ...over,
});

describe('what an order card shows adds up to the total', () => {
  it("a line's amount holds its options and extras, times its quantity", () => {
    const steak = line({
      qty: 2,
      attributes: [{ _id: 'a', attributeName: 'Size', name: 'Large', qty: 1, additionalPrice: 20 }],
      extras: [{ _id: 'x', name: 'Truffle mayo', qty: 2, price: 10.1 }],
    });
    // 2 × (139 + 20 + 2 × 10.10) = 358.40
    expect(lineAmount(steak)).toBe(358.4);
  });

  it('the lines, then discount, bag, delivery, service fee and tip, make the total; rows that are 0 are left out', () => {
    const lines = [
      line({ extras: [{ _id: 'x', name: 'Fries', qty: 1, price: 3 }] }),
      line({ name: 'Cola', price: 25 }),
    ];
    // 142 + 25 = 167; −16.70 discount; bag 4; service fee 7.52; tip 10 → 171.82
    const order = {
      discount: 16.7,
      couponDiscount: 0,
      bagTakeAwayPrice: 4,
      deliveryFee: 0,
      serviceFee: 7.52,
      tip: 10,
      total: 171.82,
    };
    const rows = orderCharges(order);
    expect(rows.map((r) => r.label)).toEqual(['Discount', 'Bag fee', 'Service fee', 'Tip']);
    const shown = [...lines.map(lineAmount), ...rows.map((r) => r.amount)];
    expect(Math.round(shown.reduce((s, v) => s + v, 0) * 100) / 100).toBe(order.total);
  });

  it("a coupon's amount is a row of its own after the discount, and the rows still make the total", () => {
    const lines = [line({ name: 'Draught beer', price: 45, qty: 2 }), line({ name: 'Cola', price: 25 })];
    // 90 + 25 = 115; −11.50 discount; −40.50 coupon (one beer after the 10 % discount); tip 5 → 68
    const order = { discount: 11.5, couponDiscount: 40.5, bagTakeAwayPrice: 0, deliveryFee: 0, serviceFee: 0, tip: 5 };
    const rows = orderCharges(order);
    expect(rows).toEqual([
      { label: 'Discount', amount: -11.5 },
      { label: 'Coupon', amount: -40.5 },
      { label: 'Tip', amount: 5 },
    ]);
    const shown = [...lines.map(lineAmount), ...rows.map((r) => r.amount)];
    expect(Math.round(shown.reduce((s, v) => s + v, 0) * 100) / 100).toBe(68);
  });
});
