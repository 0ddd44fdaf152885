import { describe, expect, it } from 'vitest';
import { fallbackPrinter, printerFor, routeLines, type RouteTable } from './routing';

const kitchen = { id: 'k', serial: 'KP-1', isDefault: true };
const bar = { id: 'b', serial: '00:11:62:0B:A8:01', isDefault: false };
const grill = { id: 'g', serial: 'GR-1', isDefault: false };
const active = [bar, kitchen, grill];
const table: RouteTable = {
  defaultPrinter: 'GR-1',
  categories: [
    { _id: 'drinks', printer: '00:11:62:0b:a8:01' },
    { _id: 'desserts', printer: '' },
    { _id: 'gone', printer: 'OLD-PRINTER' },
  ],
};

describe('fallbackPrinter', () => {
  it("is the restaurant's default printer, else the first active one, else none", () => {
    expect(fallbackPrinter(active)).toBe(kitchen);
    expect(fallbackPrinter([bar, grill])).toBe(bar);
    expect(fallbackPrinter([])).toBeUndefined();
  });
});

describe('printerFor: the printer an order line goes to', () => {
  it("follows its category's route (serials compared without case)", () => {
    expect(printerFor('drinks', table, active, kitchen)).toBe(bar);
  });
  it("sends a category without a route, routed to '', or routed to a printer that is not active to the layout's default printer", () => {
    expect(printerFor('mains', table, active, kitchen)).toBe(grill);
    expect(printerFor('desserts', table, active, kitchen)).toBe(grill);
    expect(printerFor('gone', table, active, kitchen)).toBe(grill);
    expect(printerFor(null, table, active, kitchen)).toBe(grill);
  });
  it("falls back to the restaurant's default printer when the layout's default printer is not active", () => {
    expect(printerFor('mains', { ...table, defaultPrinter: 'OLD-PRINTER' }, [bar, kitchen], kitchen)).toBe(kitchen);
    expect(printerFor('drinks', { ...table, defaultPrinter: 'OLD-PRINTER' }, [kitchen], kitchen)).toBe(kitchen);
  });
  it('sends every line to the fallback without a table (routed printing off)', () => {
    expect(printerFor('drinks', null, active, kitchen)).toBe(kitchen);
  });
});

describe('routeLines', () => {
  it('groups the lines by printer, keeping their order', () => {
    const lines = [
      { name: 'Cola', categoryId: 'drinks' },
      { name: 'Burger', categoryId: 'mains' },
      { name: 'Beer', categoryId: 'drinks' },
    ];
    const routed = routeLines(lines, table, active, kitchen);
    expect([...routed].map(([p, ls]) => [p.id, ls.map((l) => l.name)])).toEqual([
      ['b', ['Cola', 'Beer']],
      ['g', ['Burger']],
    ]);
    expect([...routeLines(lines, null, active, kitchen)].map(([p, ls]) => [p.id, ls.length])).toEqual([['k', 3]]);
  });
});
