/**
 * One ordered event stream per restaurant (docs/architecture.md, "The event stream"). Every change a screen shows is
 * an event numbered by the restaurant's sequence (`seq`: 1, 2, 3… without gaps, in commit order). A screen remembers
 * the last `seq` it applied; an event it already has is dropped, a gap is filled from `GET /orders/restaurant/events`.
 * Apart from the schemas, so the kitchen's bundle takes only these types and names.
 */
import type { CallRequest } from '../callawaiter/schemas';
import type { Order, OrderCounts } from '../orders/schemas';
import type { WatchdogNotice } from '../screens/watchdog';

/** The socket event that carries every `StreamEvent` of a restaurant. */
export const STREAM_EVENT = 'restaurant.event';
/** The socket event that carries a restaurant's counts (`CountsNotice`), coalesced, not part of the sequence. */
export const COUNTS_EVENT = 'orders.counts';

/** What an event carries, by kind: the whole changed record. */
export interface StreamPayloads {
  'order.created': Order;
  'order.updated': Order;
  'callawaiter.created': CallRequest;
  'callawaiter.updated': CallRequest;
  'kitchen.watchdog': WatchdogNotice;
}
export type StreamKind = keyof StreamPayloads;
export const STREAM_KINDS = [
  'order.created',
  'order.updated',
  'callawaiter.created',
  'callawaiter.updated',
  'kitchen.watchdog',
] as const satisfies readonly StreamKind[];

/** One event of a restaurant's stream. */
export type StreamEvent = {
  [K in StreamKind]: { restaurant: string; seq: number; kind: K; data: StreamPayloads[K] };
}[StreamKind];

/** A restaurant's counts as of its event `seq` (counts read in the same snapshot as the sequence). */
export interface CountsNotice {
  restaurant: string;
  counts: OrderCounts;
  seq: number;
}

/** `events?since=` answers at most this many events; more means the screen reads its lists again (`reset`). */
export const STREAM_EVENTS_PAGE = 500;
/** Events are kept at least this long; a `since` older than what is kept answers `reset`. */
export const STREAM_KEEP_HOURS = 24;
