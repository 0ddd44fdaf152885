/**
 * The live screens' query cache. Stream events, action answers, the open snapshot and list fetches all write orders
 * through here, and the highest `version` of an order wins on every path: an answer or a list older than what is
 * known never brings an order back where it was (docs/architecture.md, "The event stream").
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import type { PageMeta } from '../../../contract/common';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders/constants';
import type { Order, OrderCounts } from '../../../contract/orders/schemas';
import { orderKeys } from '../../lib/queries/orders';

export interface OrderPage {
  data: Order[];
  meta: PageMeta;
}
type Lists = Partial<Record<OrderStatus, OrderPage>>;

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
export function placeOrderInLists(lists: Lists, order: Order): Lists {
  const current = ORDER_STATUSES.flatMap((s) => lists[s]?.data ?? []).find((o) => o._id === order._id);
  if (current && current.version > order.version) return lists;
  // The same version heard twice (an action's answer and its live event) changes nothing on screen.
  if (current && sameOrder(current, order)) return lists;
  const next: Lists = {};
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
 * Every order seen lately (the last KNOWN_ORDERS, from any path) at the highest version seen, also once it left the
 * lists a screen shows. `heard` numbers the new versions that came from an event or an action's answer.
 */
const KNOWN_ORDERS = 5_000;
const known = new Map<string, { order: Order; heard: number }>();
let heardCount = 0;

/** `order`, remembered, unless a higher version of it is known: then that one. */
function newest(order: Order, heard = false): Order {
  const was = known.get(order._id);
  if (was && was.order.version > order.version) return was.order;
  const fresh = !was || was.order.version < order.version;
  known.delete(order._id);
  known.set(order._id, { order, heard: heard && fresh ? ++heardCount : (was?.heard ?? 0) });
  if (known.size > KNOWN_ORDERS) known.delete(known.keys().next().value!);
  return order;
}

/** Mark taken when a list request starts: its answer gets what was heard after it (`withLateOrders`). */
export const heardMark = () => heardCount;

/**
 * Fetched lists as the newest versions make them: an order shown older than known is placed as known (which may take
 * it out of these lists), and with a `mark`, the orders of the restaurant heard since are placed too, so an order
 * that changed while the lists were on their way is neither lost nor brought back.
 */
function reconcile(lists: Lists, restaurant: string, mark?: number): Lists {
  let next = lists;
  for (const page of Object.values(lists))
    for (const o of page.data) {
      const n = newest(o);
      if (n !== o) next = placeOrderInLists(next, n);
    }
  if (mark !== undefined)
    for (const { order, heard } of known.values())
      if (heard > mark && order.restaurant._id === restaurant) next = placeOrderInLists(next, order);
  return next;
}

/** A list of one status fetched from the server (the finished ones), made current. */
export const withLateOrders = (page: OrderPage, restaurant: string, status: OrderStatus, mark: number): OrderPage =>
  reconcile({ [status]: page }, restaurant, mark)[status]!;

function setList(qc: QueryClient, restaurant: string, status: OrderStatus, page: OrderPage) {
  qc.setQueryData<OrderPage>(orderKeys.list(restaurant, status), (prev) => keepSameOrders(prev, page) as OrderPage);
}

export function applyOrder(qc: QueryClient, order: Order) {
  // Older than what is known (a late answer replayed by the offline queue, an event after a newer answer): ignored.
  if (newest(order, true) !== order) return;
  const rid = order.restaurant._id;
  const lists = Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, qc.getQueryData<OrderPage>(orderKeys.list(rid, s))]),
  ) as Lists;
  const next = placeOrderInLists(lists, order);
  for (const s of ORDER_STATUSES) if (next[s] && next[s] !== lists[s]) qc.setQueryData(orderKeys.list(rid, s), next[s]);
  // An open search result shows the same order: keep it current too.
  for (const [key, page] of qc.getQueriesData<OrderPage>({ queryKey: [...orderKeys.restaurant(rid), 'search'] }))
    if (page?.data.some((o) => o._id === order._id))
      qc.setQueryData(key, { ...page, data: page.data.map((o) => (o._id === order._id ? order : o)) });
}

/** The seq of the counts shown per restaurant: counts as of an earlier event are older, and ignored. */
const countsSeq = new Map<string, number>();

export function applyCounts(qc: QueryClient, restaurant: string, counts: OrderCounts, seq: number) {
  if (seq < (countsSeq.get(restaurant) ?? -1)) return;
  countsSeq.set(restaurant, seq);
  qc.setQueryData(orderKeys.counts(restaurant), counts);
}

/** Requests seen handled: a request is open, then handled, never open again, so a stale copy of it is ignored. */
const HANDLED_CALLS = 1_000;
const handledCalls = new Set<string>();

/** Open requests only: a handled one leaves the list. */
function placeCall(list: CallRequest[], call: CallRequest) {
  const without = list.filter((c) => c._id !== call._id);
  return call.Status === 'preorder' ? [...without, call].sort((a, b) => a.Date.localeCompare(b.Date)) : without;
}

export function applyCall(qc: QueryClient, call: CallRequest) {
  if (call.Status === 'preorder' && handledCalls.has(call._id)) return;
  if (call.Status !== 'preorder') {
    handledCalls.add(call._id);
    if (handledCalls.size > HANDLED_CALLS) handledCalls.delete(handledCalls.values().next().value!);
  }
  qc.setQueryData<CallRequest[]>(orderKeys.calls(call.restaurant), (old) => (old ? placeCall(old, call) : old));
}

/** A restaurant's open orders, counts and open requests as of its event `seq`, read in one snapshot. */
export interface OpenSnapshot {
  pending: OrderPage;
  confirmed: OrderPage;
  counts: OrderCounts;
  calls: CallRequest[];
  seq: number;
}

/** Writes a snapshot into the keys the screens read, each order at the newest version known. */
export function writeOpen(qc: QueryClient, rid: string, snap: OpenSnapshot) {
  const lists = reconcile({ pending: snap.pending, confirmed: snap.confirmed }, rid);
  setList(qc, rid, 'pending', lists.pending!);
  setList(qc, rid, 'confirmed', lists.confirmed!);
  applyCounts(qc, rid, snap.counts, snap.seq);
  qc.setQueryData(
    orderKeys.calls(rid),
    snap.calls.filter((c) => !handledCalls.has(c._id)),
  );
}
