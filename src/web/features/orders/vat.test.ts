import { describe, expect, it } from 'vitest';
import { lineAmount } from '../../../contract/orders/amounts';
import { invoiceRows, vatOf } from './components/Invoice';

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

describe('invoice rows', () => {
  const line = {
    menu: 'm1',
    name: 'Burger',
    category: 'Food',
    categoryId: null,
    qty: 2,
    price: 50,
    notes: '',
    isReward: false,
    attributes: [{ _id: 'a1', attributeName: 'Size', name: 'Large', qty: 1, additionalPrice: 10.5 }],
    extras: [{ _id: 'x1', name: 'Bacon', qty: 1, price: 7.25 }],
  };

  it('a line at its price with its options, each extra a row; qty × price = amount on every row', () => {
    const rows = invoiceRows({ lines: [line] as never });
    expect(rows.map(({ qty, name, price, amount }) => ({ qty, name, price, amount }))).toEqual([
      { qty: 2, name: 'Burger (Large)', price: 60.5, amount: 121 },
      { qty: 2, name: '+ Bacon', price: 7.25, amount: 14.5 },
    ]);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(lineAmount(line as never));
  });

  it('leaves out a line cancelled in full and invoices a partly cancelled one for what is left', () => {
    const gone = { ...line, name: 'Lemonade', qty: 0, cancelledQty: 2, extras: [], attributes: [] };
    const rows = invoiceRows({ lines: [gone, { ...line, qty: 1, cancelledQty: 1 }] as never });
    expect(rows.map((r) => [r.qty, r.name])).toEqual([
      [1, 'Burger (Large)'],
      [1, '+ Bacon'],
    ]);
  });
});
