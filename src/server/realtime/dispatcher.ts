/**
 * Each node sends every restaurant's events to its own sockets, in `seq` order, at least once
 * (docs/architecture.md, "The event stream"). It learns of events three ways:
 * - its own commits (`committed`): sent at once from memory, the fast path;
 * - PostgreSQL's NOTIFY of another node's commit (`heard`), read from `stream_events`;
 * - a poll of the restaurants' heads every second, which finds what a lost NOTIFY (a dropped LISTEN connection)
 *   or a node that died between its commit and its send left behind.
 * Events are read back only when something is missing, so the fast path costs no query. Every node tails the table
 * itself: Redis carries no event, so a Redis failure cannot lose one (it still carries session ends between nodes).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StreamEvent } from '../../contract/stream/constants';
import type { Db } from '../db/client';
import { streamEvents, streamHeads } from '../db/schema';

/** How often the heads are polled, and how far back a head's change is looked for (a commit lags its update a little). */
export const STREAM_POLL_MS = 1000;
const POLL_LOOKBACK = '10 seconds';
/** Events read back at once; a longer gap is read in several turns. */
const READ_BATCH = 500;
/**
 * A NOTIFY of this node's own commit can arrive before the commit's `committed` call: reading waits this long for it,
 * so this node's own events are not read back (other nodes' events reach its sockets this much later).
 */
const NOTIFY_GRACE_MS = 25;

interface RestaurantState {
  /** The last seq sent to this node's sockets. */
  sent: number;
  /** Events heard ahead of `sent + 1`, waiting for the ones before them. */
  ahead: Map<number, StreamEvent>;
  reading: boolean;
  /** Read again once the current read ends. */
  again: boolean;
  /** A read waiting out `NOTIFY_GRACE_MS`. */
  soon?: ReturnType<typeof setTimeout>;
}

export interface Dispatcher {
  /** Events this node just committed. */
  committed(events: StreamEvent[]): void;
  /** The restaurant's stream has reached `seq`: a NOTIFY (`notified`: read after a short grace), or the poll. */
  heard(restaurantId: string, seq: number, notified?: boolean): void;
  /** One poll of the heads now (the timer calls it every second). */
  poll(): Promise<void>;
  /** Resolves once nothing is being read (tests). */
  idle(): Promise<void>;
  close(): void;
}

export function createDispatcher(
  db: Db,
  send: (events: StreamEvent[]) => void,
  log: FastifyBaseLogger,
  opts: { pollMs?: number } = {},
): Dispatcher {
  const states = new Map<string, RestaurantState>();
  const reads = new Set<Promise<void>>();

  const stateOf = (restaurantId: string, firstSeq: number) => {
    let s = states.get(restaurantId);
    // A restaurant this node has not seen since it started: its sockets loaded their lists after it (and repair the
    // rest themselves with `events?since=`), so it starts at the first event it hears of.
    if (!s) states.set(restaurantId, (s = { sent: firstSeq - 1, ahead: new Map(), reading: false, again: false }));
    return s;
  };

  /** Sends what is contiguous after `sent`; answers whether events are still waiting behind a gap. */
  const flush = (s: RestaurantState) => {
    const out: StreamEvent[] = [];
    for (let e = s.ahead.get(s.sent + 1); e; e = s.ahead.get(s.sent + 1)) {
      s.ahead.delete(e.seq);
      s.sent = e.seq;
      out.push(e);
    }
    if (out.length) send(out);
    return s.ahead.size > 0;
  };

  const read = (restaurantId: string, s: RestaurantState) => {
    if (s.reading) return void (s.again = true);
    s.reading = true;
    const run: Promise<void> = (async () => {
      try {
        do {
          s.again = false;
          const rows = await db
            .select({ seq: streamEvents.seq, kind: streamEvents.kind, data: streamEvents.data })
            .from(streamEvents)
            .where(and(eq(streamEvents.restaurantId, restaurantId), gt(streamEvents.seq, s.sent)))
            .orderBy(asc(streamEvents.seq))
            .limit(READ_BATCH);
          for (const r of rows) {
            if (r.seq <= s.sent) continue;
            s.ahead.set(r.seq, { restaurant: restaurantId, seq: r.seq, kind: r.kind, data: r.data } as StreamEvent);
          }
          // What is missing before the first row read was trimmed (older than kept): nothing will fill it.
          if (rows.length && rows[0]!.seq > s.sent + 1 && !s.ahead.has(s.sent + 1)) s.sent = rows[0]!.seq - 1;
          flush(s);
          if (rows.length === READ_BATCH) s.again = true;
        } while (s.again);
      } catch (err) {
        log.warn({ err, restaurantId }, 'stream events not read; the next poll tries again');
      } finally {
        s.reading = false;
      }
    })();
    reads.add(run);
    void run.finally(() => reads.delete(run));
  };

  const heard = (restaurantId: string, seq: number, notified = false) => {
    const s = stateOf(restaurantId, seq);
    if (seq <= s.sent || s.ahead.has(seq)) return;
    if (!notified) return read(restaurantId, s);
    s.soon ??= setTimeout(() => {
      s.soon = undefined;
      if (seq > s.sent) read(restaurantId, s);
    }, NOTIFY_GRACE_MS);
  };

  const poll = async () => {
    try {
      const heads = await db
        .select({ restaurantId: streamHeads.restaurantId, lastSeq: streamHeads.lastSeq })
        .from(streamHeads)
        .where(gt(streamHeads.updatedAt, sql`now() - ${POLL_LOOKBACK}::interval`));
      for (const h of heads) heard(h.restaurantId, h.lastSeq);
    } catch (err) {
      log.warn({ err }, 'stream heads not polled');
    }
  };

  const timer = setInterval(() => void poll(), opts.pollMs ?? STREAM_POLL_MS);
  timer.unref();

  return {
    committed(events) {
      if (!events.length) return;
      const s = stateOf(events[0]!.restaurant, events[0]!.seq);
      for (const e of events) if (e.seq > s.sent) s.ahead.set(e.seq, e);
      // A gap before these: an event committed just before them whose send has not come yet (another request of
      // this node finishing, or another node). It is read back rather than waited for.
      if (flush(s)) read(events[0]!.restaurant, s);
    },
    heard,
    poll,
    async idle() {
      while (reads.size) await Promise.all([...reads]);
    },
    close() {
      clearInterval(timer);
      for (const s of states.values()) clearTimeout(s.soon);
    },
  };
}
