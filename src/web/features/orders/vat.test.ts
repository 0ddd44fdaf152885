import { describe, expect, it } from 'vitest';
import { vatOf } from './components/Invoice';

describe('invoice VAT: menu prices include 25 % Danish VAT', () => {
  it('on a 35,00 total: 28,00 before VAT and 7,00 VAT', () => {
    expect(vatOf({ total: 35, tip: 0 })).toEqual({ net: 28, vat: 7 });
  });
  it('the tip carries no VAT; odd amounts round to øre and add up', () => {
    const { net, vat } = vatOf({ total: 119.9, tip: 10 });
    expect(net).toBe(87.92);
    expect(vat).toBe(21.98);
    expect(Math.round((net + vat) * 100)).toBe(10990);
  });
});
