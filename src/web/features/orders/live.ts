/** Everything a live orders screen of one restaurant needs: the connection, the lists, the queue overlay, alerts. */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders/constants';
import type { Order } from '../../../contract/orders/schemas';
import { useQueuedActions } from '../../lib/offline/queue';
import { useSession } from '../../lib/session';
import { wireActionResults } from './actions';
import { callsQuery, countsQuery, orderKeys, ordersQuery, restaurantInfoQuery } from './api';
import { PLATFORM_TIME_ZONE } from '../../../contract/dates';
import { useRushState } from '../../lib/queries/orders';
import { connectRealtime, onLiveEvent } from './realtime';
import { overlay, shownCalls, shownCounts, type ShownCall, type ShownOrder } from './view';

/** Connects the live feed and wires queued-action results into the cache (idempotent). */
function useLiveConnection() {
  const qc = useQueryClient();
  const session = useSession();
  useEffect(() => {
    wireActionResults(qc);
    if (session) connectRealtime(qc, session.token);
  }, [qc, session]);
}

/** A number per list object, new for every object: what the shown lists are recomputed on. */
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identityOf(data: object | undefined) {
  if (!data) return 0;
  let id = identities.get(data);
  if (id === undefined) identities.set(data, (id = ++lastIdentity));
  return id;
}

/** The orders of the given statuses as shown (server data + waiting actions), and when they were last synced. */
export function useShownOrders(restaurant: string, statuses: OrderStatus[]) {
  useLiveConnection();
  const actions = useQueuedActions();
  const results = useQueries({ queries: statuses.map((s) => ordersQuery(restaurant, s)) });
  // An order moving between the shown statuses (or from pending to confirmed while queued) needs both lists.
  // Recomputed only when a list or the queue really changed, so an event re-renders only what it touched. A list
  // changes identity with every update (two updates can share a millisecond, so `dataUpdatedAt` cannot tell them apart).
  const datas = results.map((r) => r.data);
  const key = datas.map(identityOf).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the lists' identity
  const lists = useMemo(() => datas.map((d) => d?.data ?? []), [key]);
  const shown = useMemo(
    () =>
      Object.fromEntries(statuses.map((s) => [s, overlay(s, lists, actions)])) as Record<
        OrderStatus,
        ReturnType<typeof overlay>
      >,
    [statuses, lists, actions],
  );
  const syncedAt = Math.min(...results.map((r) => r.dataUpdatedAt || Infinity));
  return {
    shown,
    loading: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    syncedAt: Number.isFinite(syncedAt) ? syncedAt : null,
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/** The strip's counts, agreeing with the columns: queued (offline) actions are counted where they lead. */
export function useCounts(restaurant: string) {
  useLiveConnection();
  const qc = useQueryClient();
  const actions = useQueuedActions();
  const counts = useQuery(countsQuery(restaurant)).data;
  return useMemo(() => {
    const lists = ORDER_STATUSES.map(
      (s) => qc.getQueryData<{ data: Order[] }>(orderKeys.list(restaurant, s))?.data ?? [],
    );
    const calls = qc.getQueryData<CallRequest[]>(orderKeys.calls(restaurant)) ?? [];
    return shownCounts(counts, lists, calls, actions);
  }, [qc, restaurant, counts, actions]);
}

export function useShownCalls(restaurant: string) {
  useLiveConnection();
  const actions = useQueuedActions();
  const q = useQuery(callsQuery(restaurant));
  return { calls: useMemo(() => shownCalls(q.data ?? [], actions), [q.data, actions]), query: q };
}

/** New orders and call-a-waiter requests that arrived while this screen was open and nobody acknowledged yet. */
export function useUnacknowledged(restaurant: string, pending: ShownOrder[], calls: ShownCall[]) {
  const [ids, setIds] = useState<Set<string>>(new Set());
  useEffect(
    () =>
      onLiveEvent((name, payload) => {
        const rid = name.startsWith('order') ? (payload as Order).restaurant._id : (payload as CallRequest).restaurant;
        if (rid !== restaurant) return;
        if ((name === 'order.created' && (payload as Order).status === 'pending') || name === 'callawaiter.created')
          setIds((s) => new Set(s).add((payload as { _id: string })._id));
      }),
    [restaurant],
  );
  // Acting on an order or request acknowledges it.
  const open = new Set([
    ...pending.filter((o) => !o.waiting).map((o) => o._id),
    ...calls.filter((c) => !c.waiting).map((c) => c._id),
  ]);
  const waiting = [...ids].filter((id) => open.has(id));
  return { ids: new Set(waiting), acknowledge: () => setIds(new Set()) };
}

/** The restaurant's time zone; dates on its screens are its own whatever the browser's zone. */
export const useRestaurantZone = (restaurant: string) =>
  useQuery(restaurantInfoQuery(restaurant)).data?.timezone ?? PLATFORM_TIME_ZONE;

/** Whether the restaurant's rush mode is active at `now` (switched on, inside its schedule, in its time zone). */
export const useRushActive = (restaurant: string, now: number) => useRushState(restaurant, now).active;
