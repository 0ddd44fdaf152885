/**
 * Kitchen stations (beyond the spec): `/orders-dashboard?station=<printer id>` shows only the order lines
 * routed to that printer, decided by the same function that makes the kitchen tickets on the server.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  fallbackPrinter,
  printerFor,
  sameSerial,
  type RouteTable,
} from '../../../contract/restaurant-config/printers/routing';
import { stationsRoutes } from '../../../contract/restaurant-config/stations/routes';
import type { StationItem, StationsAnswer } from '../../../contract/restaurant-config/stations/schemas';
import type { Order, StationProgress } from '../../../contract/orders/schemas';
import { callApi } from '../../lib/api-client';

/** Under ['orders', restaurant]: kept in IndexedDB with the orders (a station tablet reloads offline) and refetched when the live feed reconnects. */
export const stationsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: ['orders', restaurant, 'stations'] as const,
    queryFn: ({ signal }) => callApi(stationsRoutes.fetch, { query: { restaurant }, signal }).then((a) => a.data),
    staleTime: 5 * 60_000,
  });

/** The station a `station` parameter names: a printer's id (what the Station select writes) or its serial, any case. */
export const findStation = (answer: StationsAnswer, param: string): StationItem | undefined =>
  answer.stations.find((s) => s.id === param) ?? answer.stations.find((s) => sameSerial(s.serial, param));

const tableOf = (answer: StationsAnswer): RouteTable | null =>
  answer.layout && { defaultPrinter: answer.layout.defaultPrinter, categories: answer.layout.categories };

/** Whether `line` goes to `station`'s printer. */
function goesTo(answer: StationsAnswer, station: StationItem): (line: { categoryId: string | null }) => boolean {
  const fallback = fallbackPrinter(answer.stations);
  const table = tableOf(answer);
  return (line) => !!fallback && printerFor(line.categoryId, table, answer.stations, fallback).id === station.id;
}

type StationOrder<O extends Order> = O & {
  /** Lines of this order that other stations make. */
  otherLines: number;
  /** Each shown line's index in the order's lines (what crossing it off names). */
  lineIndexes: number[];
};

/** Done, and every line of it in `done`: a line cancelled since its last bump keeps the order on the screen. */
const finished = (s: StationProgress) => !!s.doneAt && s.lines.every((i) => s.done.includes(i));

/** Whether the station has bumped the order (here, or in an action waiting to sync): nothing left there but Recall. */
export const bumpedAt = (order: Pick<Order, 'stations'>, station: string) =>
  order.stations?.some((s) => s.station === station && finished(s)) ?? false;

/**
 * The orders as a station shows them: only the lines routed to it; an order with none of them is left out, and so is
 * an order in preparation this station has finished (bumped), unless it is still waiting to sync. A line cancelled
 * before the station's bump is shown (struck through) until the station bumps.
 */
export function ordersForStation<O extends Order & { waiting?: string }>(
  orders: O[],
  answer: StationsAnswer,
  station: StationItem,
): StationOrder<O>[] {
  const mine = goesTo(answer, station);
  const out: StationOrder<O>[] = [];
  for (const o of orders) {
    const done = o.status === 'confirmed' && bumpedAt(o, station.id);
    if (done && !o.waiting) continue;
    const lineIndexes = o.lines.flatMap((l, i) => (mine(l) ? [i] : []));
    const lines = lineIndexes.map((i) => o.lines[i]!);
    if (lines.length) out.push({ ...o, lines, otherLines: o.lines.length - lines.length, lineIndexes });
  }
  return out;
}

export type StationState =
  /** No station asked for: everything. */
  | { kind: 'all' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: Error; retry: () => void }
  | { kind: 'unknown'; param: string }
  | { kind: 'station'; station: StationItem; answer: StationsAnswer };

/** The stations of a restaurant (for the Station select) and what the `station` parameter names. */
export function useStation(restaurant: string, param: string | undefined) {
  const q = useQuery(stationsQuery(restaurant));
  const state = useMemo((): StationState => {
    if (!param) return { kind: 'all' };
    if (!q.data)
      return q.error ? { kind: 'failed', error: q.error, retry: () => void q.refetch() } : { kind: 'loading' };
    const station = findStation(q.data, param);
    return station ? { kind: 'station', station, answer: q.data } : { kind: 'unknown', param };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- q.refetch is stable
  }, [param, q.data, q.error]);
  return { stations: q.data?.stations ?? [], state };
}

/** The columns' orders for the state: filtered on a station, none while its routing is not known, all otherwise. */
export function useStationOrders<O extends Order>(
  orders: O[],
  state: StationState,
): (O & { otherLines?: number; lineIndexes?: number[] })[] {
  return useMemo(
    () =>
      state.kind === 'all'
        ? orders
        : state.kind === 'station'
          ? ordersForStation(orders, state.answer, state.station)
          : [],
    [orders, state],
  );
}
