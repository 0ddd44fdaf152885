/** Socket events and action answers update the query cache directly (no refetch per event). */
import type { QueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../../../contract/callawaiter';
import type { PageMeta } from '../../../contract/common';
import { ORDER_STATUSES, type Order, type OrderCounts, type OrderStatus } from '../../../contract/orders';
import { orderKeys } from './api';

export interface OrderPage {
  data: Order[];
  meta: PageMeta;
}

/** Pending and confirmed: oldest first (the kitchen's queue); finished ones: newest first (as the server sorts). */
export function sortFor(status: OrderStatus) {
  const open = status === 'pending' || status === 'confirmed';
  return (a: Order, b: Order) => (open ? a.date.localeCompare(b.date) || a.id - b.id : b.dateUpdated.localeCompare(a.dateUpdated) || b.id - a.id);
}

/** Puts an order into the list of its status and takes it out of the others. Returns the lists unchanged for an older version. */
export function placeOrderInLists(lists: Partial<Record<OrderStatus, OrderPage>>, order: Order): Partial<Record<OrderStatus, OrderPage>> {
  const current = ORDER_STATUSES.flatMap((s) => lists[s]?.data ?? []).find((o) => o._id === order._id);
  if (current && current.version > order.version) return lists;
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

export function applyOrder(qc: QueryClient, order: Order) {
  const rid = order.restaurant._id;
  const lists = Object.fromEntries(ORDER_STATUSES.map((s) => [s, qc.getQueryData<OrderPage>(orderKeys.list(rid, s))])) as Partial<Record<OrderStatus, OrderPage>>;
  const next = placeOrderInLists(lists, order);
  for (const s of ORDER_STATUSES) if (next[s] && next[s] !== lists[s]) qc.setQueryData(orderKeys.list(rid, s), next[s]);
  // An open search result shows the same order: keep it current too.
  for (const [key, page] of qc.getQueriesData<OrderPage>({ queryKey: [...orderKeys.restaurant(rid), 'search'] }))
    if (page?.data.some((o) => o._id === order._id)) qc.setQueryData(key, { ...page, data: page.data.map((o) => (o._id === order._id ? order : o)) });
}

export const applyCounts = (qc: QueryClient, restaurant: string, counts: OrderCounts) => qc.setQueryData(orderKeys.counts(restaurant), counts);

/** Open requests only: a handled one leaves the list. */
export function applyCall(qc: QueryClient, call: CallRequest) {
  qc.setQueryData<CallRequest[]>(orderKeys.calls(call.restaurant), (old) => {
    if (!old) return old;
    const without = old.filter((c) => c._id !== call._id);
    return call.Status === 'preorder' ? [...without, call].sort((a, b) => a.Date.localeCompare(b.Date)) : without;
  });
}
