import type { FastifyBaseLogger } from 'fastify';
import type { StreamEvent } from '../../contract/stream/constants';
import { afterCommit } from '../db/request-transaction';

/**
 * What a change tells the screens (docs/architecture.md, "The event stream"). The events themselves are written in the
 * change's transaction (`appendEvents`, realtime/outbox.ts); these calls come after its commit.
 */
export interface Events {
  /** Events of one restaurant that this node has just committed: sent to the sockets now, in `seq` order. */
  stream(events: StreamEvent[]): void;
  /**
   * Disconnects the sockets of sessions that ended (logout, a new password or role, a deleted account), on every node.
   * Expiry needs no call: each socket closes itself when its session's time is up.
   */
  endSessions(tokenHashes: string[]): void;
}

/**
 * `events`, each sent once the transaction of the request that emits it has committed (at once outside one). A send
 * that throws is logged: the change is committed, its answer stands, and the events reach the sockets from the table.
 */
export function emittedAfterCommit(events: Events, log: FastifyBaseLogger): Events {
  const safely = (what: string, send: () => void) => () => {
    try {
      send();
    } catch (err) {
      log.error({ err }, `${what} not sent after the commit`);
    }
  };
  return {
    stream: (list) => afterCommit(safely('stream events', () => events.stream(list))),
    endSessions: (tokenHashes) => afterCommit(safely('session ends', () => events.endSessions(tokenHashes))),
  };
}

/** Used where no socket server runs (CLI, some tests): the events go nowhere. */
export const noEvents: Events = { stream() {}, endSessions() {} };

export const restaurantRoom = (restaurantId: string) => `restaurant:${restaurantId}`;
export const ADMINS_ROOM = 'admins';
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
