import { describe, expect, it } from 'vitest';
import type { StationsAnswer } from '../../../contract/restaurant-config/stations/schemas';
import type { Order, OrderLine } from '../../../contract/orders/schemas';
import { allDay } from './components/AllDayPanel';
import { findStation, ordersForStation } from './stations';

const kitchen = { id: 'k1', name: 'Kitchen printer', serial: 'KP-1', isDefault: true };
const bar = { id: 'b1', name: 'Bar station', serial: '00:11:62:0B:A8:01', isDefault: false };
const routed: StationsAnswer = {
  stations: [kitchen, bar],
  routed: true,
  layout: {
    _id: 'l1',
    name: 'Evening service',
    defaultPrinter: 'KP-1',
    categories: [{ _id: 'drinks', category: 'Drinks', printer: '00:11:62:0B:A8:01' }],
  },
};
const off: StationsAnswer = { ...routed, routed: false, layout: null };

const line = (name: string, categoryId: string | null, qty = 1): OrderLine => ({
  menu: name,
  name,
  category: '',
  categoryId,
  qty,
  price: 1,
  notes: '',
  isReward: false,
  attributes: [],
  extras: [],
});
const order = (id: string, lines: OrderLine[]) =>
  ({ _id: id, refNo: id, status: 'confirmed', lines }) as unknown as Order;

const mixed = order('D-001', [line('Lemonade', 'drinks', 2), line('Risotto', 'mains'), line('Coffee', 'drinks')]);
const food = order('D-002', [line('Risotto', 'mains', 3)]);
const drinksOnly = order('D-003', [line('Coffee', 'drinks', 4)]);

describe('findStation', () => {
  it('finds a station by printer id, or by serial in any case; an inactive or unknown printer is none', () => {
    expect(findStation(routed, 'b1')).toBe(bar);
    expect(findStation(routed, '00:11:62:0b:a8:01')).toBe(bar);
    expect(findStation(routed, 'nope')).toBeUndefined();
  });
});

describe('ordersForStation: what one station screen shows', () => {
  it('keeps only the lines routed to the station, leaves out orders with none, and counts the lines made elsewhere', () => {
    const shown = ordersForStation([mixed, food, drinksOnly], routed, bar);
    expect(shown.map((o) => [o.refNo, o.lines.map((l) => l.name), o.otherLines])).toEqual([
      ['D-001', ['Lemonade', 'Coffee'], 1],
      ['D-003', ['Coffee'], 0],
    ]);
    expect(
      ordersForStation([mixed, food, drinksOnly], routed, kitchen).map((o) => [
        o.refNo,
        o.lines.map((l) => l.name),
        o.otherLines,
      ]),
    ).toEqual([
      ['D-001', ['Risotto'], 2],
      ['D-002', ['Risotto'], 0],
    ]);
  });
  it('gives the all-day panel only the station\u2019s items', () => {
    expect(allDay(ordersForStation([mixed, food, drinksOnly], routed, bar))).toEqual([
      ['Coffee', 5],
      ['Lemonade', 2],
    ]);
  });
  it('with routed printing off sends everything to the default printer: whole orders there, nothing elsewhere', () => {
    expect(ordersForStation([mixed, food], off, kitchen).map((o) => [o.refNo, o.lines.length, o.otherLines])).toEqual([
      ['D-001', 3, 0],
      ['D-002', 1, 0],
    ]);
    expect(ordersForStation([mixed, food], off, bar)).toEqual([]);
  });
  it("gives each shown line's index in the order (what crossing it off names)", () => {
    expect(ordersForStation([mixed], routed, bar)[0]!.lineIndexes).toEqual([0, 2]);
    expect(ordersForStation([mixed], routed, kitchen)[0]!.lineIndexes).toEqual([1]);
  });
  it('leaves out an order in preparation the station has finished, unless its bump still waits to sync', () => {
    const progress = (doneAt: string | null) => [
      { station: 'b1', name: 'Bar station', lines: [0, 2], done: doneAt ? [0, 2] : [0], doneAt },
      { station: 'k1', name: 'Kitchen printer', lines: [1], done: [], doneAt: null },
    ];
    const barDone = { ...mixed, stations: progress('2026-01-01T12:41:00.000Z') };
    expect(ordersForStation([barDone], routed, bar)).toEqual([]);
    expect(ordersForStation([barDone], routed, kitchen).map((o) => o.refNo)).toEqual(['D-001']);
    expect(ordersForStation([{ ...mixed, stations: progress(null) }], routed, bar)).toHaveLength(1);
    expect(ordersForStation([{ ...barDone, waiting: 'Bar station done D-001' }], routed, bar)).toHaveLength(1);
  });
  it('keeps an order whose station is done only by a cancelled line on that screen until the station bumps', () => {
    const cancelled = {
      station: 'b1',
      name: 'Bar station',
      lines: [0, 2],
      done: [2],
      doneAt: '2026-01-01T12:41:00.000Z',
    };
    const kitchenOpen = { station: 'k1', name: 'Kitchen printer', lines: [1], done: [], doneAt: null };
    expect(ordersForStation([{ ...mixed, stations: [cancelled, kitchenOpen] }], routed, bar)).toHaveLength(1);
    const bumped = { ...cancelled, done: [0, 2] };
    expect(ordersForStation([{ ...mixed, stations: [bumped, kitchenOpen] }], routed, bar)).toEqual([]);
  });
  it('leaves the orders themselves untouched', () => {
    ordersForStation([mixed], routed, bar);
    expect(mixed.lines).toHaveLength(3);
  });
});
