import type { CallRequest } from '../../contract/callawaiter/schemas';
import type { Order, OrderCounts } from '../../contract/orders/schemas';
import type { WatchdogNotice } from '../../contract/screens/watchdog';
import { afterCommit } from '../db/request-transaction';

/** Realtime events (docs/architecture.md, Realtime). Emitted only after the database commit, with the whole changed record. */
export interface Events {
  order(kind: 'order.created' | 'order.updated', order: Order): void;
  call(kind: 'callawaiter.created' | 'callawaiter.updated', call: CallRequest): void;
  counts(restaurantId: string, counts: OrderCounts): void;
  /** An order nobody accepted in time printed by itself (the kitchen's banner). */
  watchdog(notice: WatchdogNotice): void;
  /**
   * Disconnects the sockets of sessions that ended (logout, a new password or role, a deleted account), on every node.
   * Expiry needs no call: each socket closes itself when its session's time is up.
   */
  endSessions(tokenHashes: string[]): void;
}

/** `events`, each sent once the transaction of the request that emits it has committed (at once outside one). */
export function emittedAfterCommit(events: Events): Events {
  return {
    order: (kind, order) => afterCommit(() => events.order(kind, order)),
    call: (kind, call) => afterCommit(() => events.call(kind, call)),
    counts: (restaurantId, counts) => afterCommit(() => events.counts(restaurantId, counts)),
    watchdog: (notice) => afterCommit(() => events.watchdog(notice)),
    endSessions: (tokenHashes) => afterCommit(() => events.endSessions(tokenHashes)),
  };
}

/** Used where no socket server runs (CLI, some tests): the events go nowhere. */
export const noEvents: Events = { order() {}, call() {}, counts() {}, watchdog() {}, endSessions() {} };

export const restaurantRoom = (restaurantId: string) => `restaurant:${restaurantId}`;
export const ADMINS_ROOM = 'admins';
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
