/**
 * The `orders.counts` notice of a restaurant on this node's sockets, coalesced (fan-out at 2,000 tablets). Each node
 * counts for its own sockets after sending a restaurant's events (realtime/dispatcher.ts).
 *
 * Sending a restaurant's counts right after every order change would mean two packets per change to every kitchen
 * socket, the second one a socket write of its own while the first is still being written: at 2,000 sockets and 20
 * orders/s such writes are most of the server's CPU. Counts are a summary (the latest one replaces the ones before),
 * so a burst of changes needs only the last: the first change of a quiet restaurant is
 * counted and sent at once; changes within `windowMs` after a send are counted once, when the window ends. The counts
 * are always read after the change that asked for them, and one restaurant's counts are read one at a time, so the last
 * counts sent are never older than the last change.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CountsNotice } from '../../../contract/stream/constants';
import type { Db } from '../../db/client';
import { countsAsOf } from './queries';

export const COUNTS_WINDOW_MS = 500;

interface State {
  /** When the counts were last read (0: never). */
  readAt: number;
  reading: boolean;
  /** A change came since the counts being read (or sent) were read. */
  dirty: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

export interface CountsAnnouncer {
  /** Call after sending events of the restaurant. */
  changed(restaurantId: string): void;
}

export function countsAnnouncer(
  db: Db,
  send: (notice: CountsNotice) => void,
  log?: FastifyBaseLogger,
  windowMs = COUNTS_WINDOW_MS,
): CountsAnnouncer {
  const states = new Map<string, State>(); // one small entry per restaurant that had a change

  const schedule = (restaurantId: string, s: State) => {
    if (s.reading || s.timer) return;
    const wait = s.readAt + windowMs - performance.now();
    if (wait <= 0) void read(restaurantId, s);
    else {
      s.timer = setTimeout(() => {
        s.timer = undefined;
        void read(restaurantId, s);
      }, wait);
      s.timer.unref?.();
    }
  };

  const read = async (restaurantId: string, s: State) => {
    s.reading = true;
    s.dirty = false;
    s.readAt = performance.now();
    try {
      send(await countsAsOf(db, restaurantId));
    } catch (err) {
      log?.warn({ err, restaurantId }, 'orders.counts not sent');
    } finally {
      s.reading = false;
      if (s.dirty) schedule(restaurantId, s);
    }
  };

  return {
    changed(restaurantId) {
      let s = states.get(restaurantId);
      if (!s) states.set(restaurantId, (s = { readAt: 0, reading: false, dirty: false }));
      s.dirty = true;
      schedule(restaurantId, s);
    },
  };
}
