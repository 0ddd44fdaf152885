/** Socket events and action answers update the query cache directly (no refetch per event). */
import type { QueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import type { PageMeta } from '../../../contract/common';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders/constants';
import type { Order, OrderCounts } from '../../../contract/orders/schemas';
import type { OpenOrderCounts } from '../../../contract/screens/heartbeat';
import { orderKeys } from '../../lib/queries/orders';

export interface OrderPage {
  data: Order[];
  meta: PageMeta;
}

/** Pending and confirmed: oldest first (the kitchen's queue); finished ones: newest first (as the server sorts). */
export function sortFor(status: OrderStatus) {
  const open = status === 'pending' || status === 'confirmed';
  return (a: Order, b: Order) =>
    open ? a.date.localeCompare(b.date) || a.id - b.id : b.dateUpdated.localeCompare(a.dateUpdated) || b.id - a.id;
}

const sameOrder = (a: Order, b: Order) =>
  a === b || (a.version === b.version && JSON.stringify(a) === JSON.stringify(b));

/**
 * The order lists' structural sharing: an order that did not change stays the same object, also when orders before it
 * came or went (the default compares by position), so its memoized card does not render again.
 */
export function keepSameOrders(prev: unknown, next: unknown): unknown {
  const before = (prev as OrderPage | undefined)?.data;
  const page = next as OrderPage;
  if (!before || !page?.data) return next;
  const byId = new Map(before.map((o) => [o._id, o]));
  const data = page.data.map((o) => {
    const old = byId.get(o._id);
    return old && sameOrder(old, o) ? old : o;
  });
  const unchanged =
    data.length === before.length &&
    data.every((o, i) => o === before[i]) &&
    JSON.stringify((prev as OrderPage).meta) === JSON.stringify(page.meta);
  return unchanged ? prev : { ...page, data };
}

/** Puts an order into the list of its status and takes it out of the others. Returns the lists unchanged for an older version. */
export function placeOrderInLists(
  lists: Partial<Record<OrderStatus, OrderPage>>,
  order: Order,
): Partial<Record<OrderStatus, OrderPage>> {
  const current = ORDER_STATUSES.flatMap((s) => lists[s]?.data ?? []).find((o) => o._id === order._id);
  if (current && current.version > order.version) return lists;
  // The same version heard twice (an action's answer and its live event) changes nothing on screen.
  if (current && sameOrder(current, order)) return lists;
  const next: Partial<Record<OrderStatus, OrderPage>> = {};
  for (const s of ORDER_STATUSES) {
    const page = lists[s];
    if (!page) continue;
    const had = page.data.some((o) => o._id === order._id);
    const without = page.data.filter((o) => o._id !== order._id);
    const data = s === order.status ? [...without, order].sort(sortFor(s)) : without;
    const total = page.meta.total + (s === order.status ? (had ? 0 : 1) : had ? -1 : 0);
    next[s] = had || s === order.status ? { data, meta: { ...page.meta, total } } : page;
  }
  return next;
}

/**
 * What was heard lately (socket events and action answers). A list whose request was already under way when an
 * event arrived answers with the state from before it; the event is applied again on top of that answer, so an
 * order placed while the screen was loading is never lost to the race.
 */
type Heard = {
  seq: number;
  at: number;
  order?: Order;
  call?: CallRequest;
  counts?: { restaurant: string; counts: OrderCounts };
};
const heard: Heard[] = [];
let heardSeq = 0;
const HEARD_FOR_MS = 120_000;

function remember(e: Omit<Heard, 'seq' | 'at'>) {
  const now = Date.now();
  heard.push({ ...e, seq: ++heardSeq, at: now });
  while (heard.length > 0 && (heard[0]!.at < now - HEARD_FOR_MS || heard.length > 2000)) heard.shift();
}

/** Mark taken when a request starts; the `withLate…` helpers apply what was heard after it. */
export const heardMark = () => heardSeq;
const heardSince = (mark: number) => heard.filter((e) => e.seq > mark);

export function withLateOrders(page: OrderPage, restaurant: string, status: OrderStatus, mark: number): OrderPage {
  let lists: Partial<Record<OrderStatus, OrderPage>> = { [status]: page };
  for (const e of heardSince(mark))
    if (e.order && e.order.restaurant._id === restaurant) lists = placeOrderInLists(lists, e.order);
  return lists[status]!;
}

export function withLateCounts(counts: OrderCounts, restaurant: string, mark: number): OrderCounts {
  return heardSince(mark).reduce((c, e) => (e.counts?.restaurant === restaurant ? e.counts.counts : c), counts);
}

export function withLateCalls(calls: CallRequest[], restaurant: string, mark: number): CallRequest[] {
  return heardSince(mark).reduce(
    (list, e) => (e.call?.restaurant === restaurant ? placeCall(list, e.call) : list),
    calls,
  );
}

export function applyOrder(qc: QueryClient, order: Order) {
  remember({ order });
  const rid = order.restaurant._id;
  const lists = Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, qc.getQueryData<OrderPage>(orderKeys.list(rid, s))]),
  ) as Partial<Record<OrderStatus, OrderPage>>;
  const next = placeOrderInLists(lists, order);
  for (const s of ORDER_STATUSES) if (next[s] && next[s] !== lists[s]) qc.setQueryData(orderKeys.list(rid, s), next[s]);
  // An open search result shows the same order: keep it current too.
  for (const [key, page] of qc.getQueriesData<OrderPage>({ queryKey: [...orderKeys.restaurant(rid), 'search'] }))
    if (page?.data.some((o) => o._id === order._id))
      qc.setQueryData(key, { ...page, data: page.data.map((o) => (o._id === order._id ? order : o)) });
}

/** The kitchen's open lists, which it shows whole: their totals must match the server's counts. */
const SHOWN_WHOLE: (keyof OpenOrderCounts)[] = ['pending', 'confirmed'];

export function applyCounts(qc: QueryClient, restaurant: string, counts: OrderCounts) {
  remember({ counts: { restaurant, counts } });
  qc.setQueryData(orderKeys.counts(restaurant), counts);
  checkOpenLists(qc, restaurant, counts);
}

/**
 * A list whose total disagrees with the server's count missed an order's event: it is fetched again at once, so no
 * order stays unseen until the next reconnection.
 */
export function checkOpenLists(qc: QueryClient, restaurant: string, open: OpenOrderCounts) {
  for (const status of SHOWN_WHOLE) {
    const key = orderKeys.list(restaurant, status);
    const list = qc.getQueryData<OrderPage>(key);
    if (list && list.meta.total !== open[status] && qc.isFetching({ queryKey: key, exact: true }) === 0)
      void qc.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** Open requests only: a handled one leaves the list. */
function placeCall(list: CallRequest[], call: CallRequest) {
  const without = list.filter((c) => c._id !== call._id);
  return call.Status === 'preorder' ? [...without, call].sort((a, b) => a.Date.localeCompare(b.Date)) : without;
}

export function applyCall(qc: QueryClient, call: CallRequest) {
  remember({ call });
  qc.setQueryData<CallRequest[]>(orderKeys.calls(call.restaurant), (old) => (old ? placeCall(old, call) : old));
}
