import { describe, expect, it } from 'vitest';
import type { StoredOrderLine } from '../../db/schema';
import { couponItemDiscount } from './pricing';

const beer = (qty: number, over: Partial<StoredOrderLine> = {}): StoredOrderLine => ({
  menu: 'beer',
  name: 'Draught beer',
  category: 'Drinks',
  categoryId: null,
  qty,
  price: 4500,
  notes: '',
  isReward: false,
  attributes: [],
  extras: [],
  ...over,
});
const twoForOne = { itemId: 'beer', quantity: 2, percent: 100 };

describe("a coupon's item offer takes one unit off per full group of the item", () => {
  it('2 beers → one free, 3 → one, 4 → two; lines of the same item count together', () => {
    expect(couponItemDiscount([beer(1)], twoForOne, 0)).toBe(0);
    expect(couponItemDiscount([beer(2)], twoForOne, 0)).toBe(4500);
    expect(couponItemDiscount([beer(3)], twoForOne, 0)).toBe(4500);
    expect(couponItemDiscount([beer(1), beer(3, { notes: 'no foam' })], twoForOne, 0)).toBe(9000);
  });

  it("takes the percent of the item's price after the restaurant's discount; extras and reward lines are not counted", () => {
    const withExtra = beer(2, { extras: [{ _id: 'x', name: 'Lemon', qty: 1, price: 500 }] });
    // 45.00 less 10 % = 40.50; half of it off
    expect(couponItemDiscount([withExtra], { ...twoForOne, percent: 50 }, 10)).toBe(2025);
    expect(couponItemDiscount([beer(1), beer(1, { isReward: true, price: 0 })], twoForOne, 0)).toBe(0);
    expect(couponItemDiscount([beer(2)], null, 0)).toBe(0);
  });
});
