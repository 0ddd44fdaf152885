import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders/schemas';
import type { QueuedAction } from '../../lib/offline/queue';
import { allDay } from './components/AllDayPanel';
import { QueryClient } from '@tanstack/react-query';
import {
  applyCounts,
  applyOrder,
  heardMark,
  keepSameOrders,
  placeOrderInLists,
  withLateOrders,
  type OrderPage,
} from './cache';
import { orderKeys } from '../../lib/queries/orders';
import { overlay, shownCalls, shownCounts } from './view';

const order = (over: Partial<Order>): Order =>
  ({
    _id: 'o1',
    id: 1001,
    refNo: 'D-001',
    restaurant: { _id: 'r1', Name: 'Demo Bistro' },
    status: 'pending',
    user: null,
    name: 'Guest',
    isGuest: true,
    date: '2026-11-22T10:00:00.000Z',
    dateUpdated: '2026-11-22T10:00:00.000Z',
    mobilenumber: '',
    dineIn: true,
    tablenumber: 4,
    isWeb: false,
    isAdvanceOrder: false,
    advanceOrderDate: null,
    isParkTable: false,
    paymentType: 'card',
    onlineposid: '',
    lines: [],
    subtotal: 100,
    discount: 0,
    bagTakeAwayPrice: 0,
    deliveryFee: 0,
    serviceFee: 0,
    tip: 0,
    tippercentage: 0,
    total: 100,
    amountcaptured: 10000,
    currency: 'DKK',
    reason: '',
    comment: '',
    prepMinutes: null,
    promisedMinutes: null,
    acceptedAt: null,
    completedAt: null,
    refund: null,
    version: 1,
    ...over,
  }) as Order;
const action = (over: Partial<Omit<QueuedAction, 'method' | 'path' | 'body'>>): QueuedAction => ({
  id: 'a1',
  createdAt: 1,
  restaurantId: 'r1',
  method: 'PUT',
  path: '/orders/restaurant/acceptorder',
  body: { id: 'a' },
  label: 'Accept D-001',
  attempts: 0,
  ...over,
});
const page = (data: Order[]): OrderPage => ({
  data,
  meta: { current_page: 1, last_page: 1, total: data.length, page_limit: 1000 },
});

describe('overlay: what the kitchen sees while actions wait to sync', () => {
  const a = order({ _id: 'a', refNo: 'D-001', date: '2026-11-22T10:00:00.000Z' });
  const b = order({ _id: 'b', refNo: 'D-002', date: '2026-11-22T10:05:00.000Z' });
  const c = order({ _id: 'c', refNo: 'D-003', status: 'confirmed', date: '2026-11-22T09:00:00.000Z' });

  it('shows the server state when nothing waits', () => {
    expect(overlay('pending', [[a, b], [c]], []).map((o) => o._id)).toEqual(['a', 'b']);
  });
  it('moves a queued accept to confirmed at once, marked as waiting, in the kitchen order', () => {
    const actions = [action({ orderId: 'b', target: 'confirmed', label: 'Accept D-002' })];
    expect(overlay('pending', [[a, b], [c]], actions).map((o) => o._id)).toEqual(['a']);
    const confirmed = overlay('confirmed', [[a, b], [c]], actions);
    expect(confirmed.map((o) => [o._id, o.waiting])).toEqual([
      ['c', undefined],
      ['b', 'Accept D-002'],
    ]);
  });
  it('applies queued actions in order: accept then complete ends completed', () => {
    const actions = [
      action({ id: '1', orderId: 'a', target: 'confirmed' }),
      action({ id: '2', orderId: 'a', target: 'completed', label: 'Complete D-001' }),
    ];
    expect(overlay('completed', [[a], []], actions).map((o) => [o._id, o.waiting])).toEqual([['a', 'Complete D-001']]);
  });
  it("a station's queued bump keeps the order where it is, marked as waiting", () => {
    const actions = [action({ orderId: 'c', label: 'Bar station done D-003' })];
    expect(overlay('confirmed', [[a, b], [c]], actions).map((o) => [o._id, o.status, o.waiting])).toEqual([
      ['c', 'confirmed', 'Bar station done D-003'],
    ]);
    expect(overlay('pending', [[a, b], [c]], actions).map((o) => o.waiting)).toEqual([undefined, undefined]);
  });
  it("applies a station's waiting line crossings, bump and recall to its progress, so it goes on working offline", () => {
    const withStations = order({
      ...c,
      stations: [
        { station: 'grill', name: 'Grill', lines: [0, 1], done: [], doneAt: null },
        { station: 'bar', name: 'Bar', lines: [2], done: [], doneAt: null },
      ],
    });
    const lineDone = (id: string, line: number) =>
      ({
        ...action({ id, orderId: 'c', label: `line ${line} done` }),
        method: 'PUT',
        path: '/orders/restaurant/line-done',
        body: { id: 'c', line },
      }) as QueuedAction;
    const grill = (actions: QueuedAction[]) =>
      overlay('confirmed', [[withStations]], actions)[0]!.stations!.find((s) => s.station === 'grill');

    expect(grill([lineDone('x1', 0)])).toMatchObject({ done: [0], doneAt: null });
    // The last open line done: the station is done, as the server will have it.
    expect(grill([lineDone('x1', 0), lineDone('x2', 1)])).toMatchObject({ done: [0, 1], doneAt: expect.any(String) });
    const recall = {
      ...action({ id: 'x3', orderId: 'c', label: 'Recall Grill D-003' }),
      path: '/orders/restaurant/recall',
      body: { id: 'c', station: 'grill' },
    } as QueuedAction;
    expect(grill([lineDone('x1', 0), lineDone('x2', 1), recall])).toMatchObject({ done: [], doneAt: null });
    // A crossed-off line recalled: open again, and its station no longer done.
    const recallLine = {
      ...action({ id: 'x4', orderId: 'c', label: 'Recall 1× Soup D-003' }),
      path: '/orders/restaurant/recall',
      body: { id: 'c', line: 1 },
    } as QueuedAction;
    expect(grill([lineDone('x1', 0), lineDone('x2', 1), recallLine])).toMatchObject({ done: [0], doneAt: null });
  });
  it('complete-all takes every confirmed order of that restaurant only', () => {
    const other = order({ _id: 'x', status: 'confirmed', restaurant: { _id: 'r2', Name: 'Harbour' } });
    const shown = overlay(
      'completed',
      [[c, other]],
      [action({ target: 'completeall', label: 'Complete all confirmed' })],
    );
    expect(shown.map((o) => o._id)).toEqual(['c']);
  });
  it('marks answered call-a-waiter requests as waiting instead of dropping them', () => {
    const call = {
      _id: 'k',
      restaurant: 'r1',
      User: { Name: 'Maja' },
      TableNumber: 3,
      Date: '2026-11-22T10:00:00.000Z',
      Status: 'preorder' as const,
    };
    expect(shownCalls([call], [action({ callId: 'k', label: 'Accept the request of table 3' })])[0].waiting).toBe(
      'Accept the request of table 3',
    );
  });
});

describe('placeOrderInLists: socket events and answers update the cached lists', () => {
  it('moves an updated order between status lists and keeps totals right', () => {
    const lists = { pending: page([order({ _id: 'a' })]), confirmed: page([]) };
    const next = placeOrderInLists(lists, order({ _id: 'a', status: 'confirmed', version: 2 }));
    expect(next.pending!.data).toHaveLength(0);
    expect(next.pending!.meta.total).toBe(0);
    expect(next.confirmed!.data.map((o) => o.status)).toEqual(['confirmed']);
    expect(next.confirmed!.meta.total).toBe(1);
  });
  it('adds a new order to its list once, even when the event comes twice', () => {
    const lists = { pending: page([]) };
    const once = placeOrderInLists(lists, order({ _id: 'n' }));
    const twice = placeOrderInLists(once, order({ _id: 'n' }));
    expect(twice.pending!.data).toHaveLength(1);
    expect(twice.pending!.meta.total).toBe(1);
  });
  it('ignores an event older than what is shown', () => {
    const lists = { pending: page([]), confirmed: page([order({ _id: 'a', status: 'confirmed', version: 3 })]) };
    expect(placeOrderInLists(lists, order({ _id: 'a', status: 'pending', version: 1 }))).toBe(lists);
  });
  it("leaves the lists as they are for the same version heard again (an action's answer, then its live event)", () => {
    const accepted = order({ _id: 'a', status: 'confirmed', version: 2 });
    const lists = placeOrderInLists({ pending: page([order({ _id: 'a' })]), confirmed: page([]) }, accepted);
    expect(placeOrderInLists(lists, { ...accepted })).toBe(lists);
    expect(placeOrderInLists(lists, { ...accepted, comment: 'changed' }).confirmed!.data[0].comment).toBe('changed');
  });
});

describe('keepSameOrders: the order lists as the query cache keeps them', () => {
  it('keeps each unchanged order the same object when an order before it leaves the list', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => order({ _id: id }));
    const before = page([a, b, c]);
    const after = keepSameOrders(before, page([{ ...b }, { ...c, comment: 'new' }])) as OrderPage;
    expect(after.data[0]).toBe(b);
    expect(after.data[1]).not.toBe(c);
    expect(after.data[1].comment).toBe('new');
    expect(keepSameOrders(after, page(after.data.map((o) => ({ ...o }))))).toBe(after);
  });
});

describe('withLateOrders: a list fetched while events arrived', () => {
  it('keeps an order whose event came while the list was on its way (the answer predates it)', () => {
    const mark = heardMark();
    applyOrder(new QueryClient(), order({ _id: 'late', refNo: 'D-010' }));
    applyOrder(new QueryClient(), order({ _id: 'elsewhere', restaurant: { _id: 'r2', Name: 'Harbour' } }));
    const answer = page([order({ _id: 'a' })]);
    expect(withLateOrders(answer, 'r1', 'pending', mark).data.map((o) => o._id)).toEqual(['a', 'late']);
    expect(withLateOrders(answer, 'r1', 'pending', heardMark()).data.map((o) => o._id)).toEqual(['a']);
  });
  it('takes out an order that moved on after the request started, but not one the answer already shows newer', () => {
    const mark = heardMark();
    applyOrder(new QueryClient(), order({ _id: 'moved', status: 'cancelled', version: 2 }));
    applyOrder(new QueryClient(), order({ _id: 'newer', status: 'cancelled', version: 2 }));
    const answer = page([order({ _id: 'moved', version: 1 }), order({ _id: 'newer', status: 'pending', version: 3 })]);
    expect(withLateOrders(answer, 'r1', 'pending', mark).data.map((o) => o._id)).toEqual(['newer']);
  });
});

describe('applyCounts: counts as of an event', () => {
  const counts = { pending: 2, confirmed: 0, completed: 0, cancelled: 0, refunded: 0, callawaiter: 0 };
  it('ignores counts as of an earlier event than the counts shown', () => {
    const qc = new QueryClient();
    applyCounts(qc, 'r-counts', counts, 7);
    applyCounts(qc, 'r-counts', { ...counts, pending: 1 }, 6);
    expect(qc.getQueryData(orderKeys.counts('r-counts'))).toMatchObject({ pending: 2 });
    applyCounts(qc, 'r-counts', { ...counts, pending: 3 }, 7);
    expect(qc.getQueryData(orderKeys.counts('r-counts'))).toMatchObject({ pending: 3 });
  });
});

describe('allDay', () => {
  it('adds up the quantities of each item over the orders in preparation', () => {
    const line = (name: string, qty: number) => ({
      menu: name,
      name,
      category: '',
      categoryId: null,
      qty,
      price: 1,
      notes: '',
      isReward: false,
      attributes: [],
      extras: [],
    });
    const orders = [order({ lines: [line('Burger', 2), line('Cola', 1)] }), order({ lines: [line('Burger', 1)] })];
    expect(allDay(orders)).toEqual([
      ['Burger', 3],
      ['Cola', 1],
    ]);
  });
});

describe('shownCounts: the status strip agrees with the columns', () => {
  const counts = { pending: 21, confirmed: 3, completed: 40, cancelled: 2, refunded: 1, callawaiter: 2 };
  const p = order({ _id: 'p' });
  const q = order({ _id: 'q', refNo: 'D-002' });
  const c = order({ _id: 'c', status: 'confirmed' });
  it('an offline accept waiting to sync moves one from Pending to Confirmed, as the columns do', () => {
    const actions = [action({ orderId: 'p', target: 'confirmed' })];
    const shown = shownCounts(counts, [[p, q], [c]], [], actions)!;
    expect(shown).toMatchObject({ pending: 20, confirmed: 4 });
    expect(overlay('pending', [[p, q], [c]], actions)).toHaveLength(1);
  });
  it('complete-all waiting counts every confirmed order (including a just accepted one) as completed', () => {
    const actions = [action({ orderId: 'p', target: 'confirmed' }), action({ id: 'a2', target: 'completeall' })];
    const exact = { ...counts, pending: 1, confirmed: 1 };
    expect(shownCounts(exact, [[p], [c]], [], actions)).toMatchObject({ pending: 0, confirmed: 0, completed: 42 });
  });
  it('once the server has the change (the order is already in its new status) nothing is counted twice', () => {
    const accepted = order({ _id: 'p', status: 'confirmed', version: 2 });
    expect(shownCounts(counts, [[], [accepted]], [], [action({ orderId: 'p', target: 'confirmed' })])).toEqual(counts);
  });
  it('a call-a-waiter request answered here but not synced leaves the count', () => {
    expect(
      shownCounts(counts, [], [{ _id: 'k1' }, { _id: 'k2' }], [action({ callId: 'k1', target: 'handled' })])!
        .callawaiter,
    ).toBe(1);
  });
});
