/**
 * A restaurant's event stream as this page follows it (docs/architecture.md, "The event stream"). Per restaurant whose open
 * snapshot was asked for: the last event applied (`lastSeq`, null until the snapshot has loaded), the events that came
 * ahead of a gap, and the last events applied. Every event, heard on the socket or fetched by a catch-up, goes through
 * `receive`: a duplicate is dropped, the next one applied, one after a gap waits while the gap is fetched
 * (`GET /orders/restaurant/events?since=`). Other restaurants' events (an admin hears all) are applied by version only.
 */
import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { STREAM_EVENTS_PAGE, type CountsNotice, type StreamEvent } from '../../../contract/stream/constants';
import { streamRoutes } from '../../../contract/stream/routes';
import { callApi } from '../../lib/api-client';
import { orderKeys } from '../../lib/queries/orders';
import { applyCall, applyCounts, applyOrder, writeOpen, type OpenSnapshot } from './cache';

interface Stream {
  lastSeq: number | null;
  /** Events after a gap, waiting for the ones before them. */
  ahead: Map<number, StreamEvent>;
  /** The last events applied (also before the snapshot loaded): what a snapshot read before them lacks. */
  recent: StreamEvent[];
  /** Snapshot requests under way. */
  loading: number;
  catching?: Promise<void>;
  /** Asked to catch up while catching up: once more after it. */
  again: boolean;
  /** Applying a catch-up's answer: a gap in it does not ask for another. */
  filling: boolean;
}

const RECENT_EVENTS = 200;
/** A request of the stream that has not answered by then has failed (the next trigger tries again). */
const REQUEST_MS = 15_000;
const streams = new Map<string, Stream>();

function streamOf(restaurant: string): Stream {
  let s = streams.get(restaurant);
  if (!s)
    streams.set(
      restaurant,
      (s = { lastSeq: null, ahead: new Map(), recent: [], loading: 0, again: false, filling: false }),
    );
  return s;
}

/** The last event applied of the restaurant; null until its snapshot has loaded. */
export const lastSeqOf = (restaurant: string) => streams.get(restaurant)?.lastSeq ?? null;

/** Whether the restaurant's open lists, counts and calls are kept current by its stream (loaded, or loading). */
export function followsStream(restaurant: string) {
  const s = streams.get(restaurant);
  return !!s && (s.lastSeq !== null || s.loading > 0);
}

/** The restaurant whose open snapshot fills this query key, when it is one of those keys. */
export function openKeyOf(key: QueryKey): string | undefined {
  const [root, rid, part, status] = key;
  if (typeof rid !== 'string') return undefined;
  if (root === 'calls' && part === 'preorder') return rid;
  if (root !== 'orders') return undefined;
  if (part === 'counts' || (part === 'list' && (status === 'pending' || status === 'confirmed'))) return rid;
  return undefined;
}

const liveListeners = new Set<(name: string, payload: unknown) => void>();
/** Listen to the events applied (the chime, the unacknowledged set, the watchdog banner): once each, never a duplicate. */
export function onLiveEvent(listener: (name: string, payload: unknown) => void) {
  liveListeners.add(listener);
  return () => void liveListeners.delete(listener);
}

function apply(qc: QueryClient, e: StreamEvent, announce: boolean) {
  if (e.kind === 'order.created' || e.kind === 'order.updated') applyOrder(qc, e.data);
  else if (e.kind === 'callawaiter.created' || e.kind === 'callawaiter.updated') applyCall(qc, e.data);
  if (announce) liveListeners.forEach((l) => l(e.kind, e.data));
}

/** Applies an event and remembers it; one applied before (then re-applied over a snapshot) is not announced again. */
function take(qc: QueryClient, s: Stream, e: StreamEvent) {
  const fresh = !s.recent.some((r) => r.seq === e.seq);
  apply(qc, e, fresh);
  if (!fresh) return;
  s.recent.push(e);
  if (s.recent.length > RECENT_EVENTS) s.recent.shift();
}

/** One event of a restaurant's stream, heard or fetched. */
export function receive(qc: QueryClient, e: StreamEvent) {
  const s = streams.get(e.restaurant);
  if (!s) return apply(qc, e, true);
  // Before the snapshot: applied by version, and again over the snapshot if it was read before it.
  if (s.lastSeq === null) return take(qc, s, e);
  if (e.seq <= s.lastSeq) return;
  if (e.seq > s.lastSeq + 1) {
    s.ahead.set(e.seq, e);
    if (s.ahead.size > STREAM_EVENTS_PAGE) return reload(qc, e.restaurant);
    if (!s.filling) void catchUp(qc, e.restaurant);
    return;
  }
  take(qc, s, e);
  s.lastSeq = e.seq;
  for (let next = s.ahead.get(s.lastSeq + 1); next; next = s.ahead.get(s.lastSeq + 1)) {
    s.ahead.delete(next.seq);
    take(qc, s, next);
    s.lastSeq = next.seq;
  }
}

/** A restaurant's counts; counts as of an event this page has not applied yet mean it missed one. */
export function receiveCounts(qc: QueryClient, n: CountsNotice) {
  applyCounts(qc, n.restaurant, n.counts, n.seq);
  serverSeq(qc, n.restaurant, n.seq);
}

/** The restaurant's last event is `seq` (a heartbeat's answer, counts): a page behind it catches up. */
export function serverSeq(qc: QueryClient, restaurant: string, seq: number) {
  const s = streams.get(restaurant);
  if (!s) return;
  if (s.lastSeq !== null) {
    if (seq > s.lastSeq) void catchUp(qc, restaurant);
  } else if (s.loading === 0) {
    // Its snapshot failed to load: read it again.
    loadOpen(qc, restaurant).catch(() => undefined);
  }
}

/**
 * Fetches and applies the events after `lastSeq`, one run at a time per restaurant (asked again meanwhile: once more
 * after it). Never waits for the offline queue: answers that come later are older or newer by version, and applied so.
 */
export function catchUp(qc: QueryClient, restaurant: string): Promise<void> {
  const s = streams.get(restaurant);
  if (!s || s.lastSeq === null) return Promise.resolve();
  if (s.catching) {
    s.again = true;
    return s.catching;
  }
  const run = async () => {
    do {
      s.again = false;
      const since = s.lastSeq;
      if (since === null) return;
      const answer = await callApi(streamRoutes.events, {
        query: { restaurant, since },
        signal: AbortSignal.timeout(REQUEST_MS),
      });
      if (answer.reset) return reload(qc, restaurant);
      s.filling = true;
      try {
        notifyManager.batch(() => answer.data.forEach((e) => receive(qc, e)));
      } finally {
        s.filling = false;
      }
      // Still behind what the server has, yet getting closer: again.
      if (s.lastSeq !== null && s.lastSeq > since && s.lastSeq < answer.seq) s.again = true;
    } while (s.again);
  };
  s.catching = run()
    .catch(() => undefined) // no answer: the next trigger (a reconnection, a heartbeat, a gap) tries again
    .finally(() => {
      s.catching = undefined;
      if (s.again) void catchUp(qc, restaurant); // asked while the run was ending
    });
  return s.catching;
}

/**
 * Too far behind (`reset`): the open snapshot is read again, and the restaurant's other order lists, which missed the
 * events between.
 */
function reload(qc: QueryClient, restaurant: string) {
  const s = streamOf(restaurant);
  s.lastSeq = null;
  s.ahead.clear();
  void qc.invalidateQueries({
    queryKey: orderKeys.restaurant(restaurant),
    predicate: (q) => !openKeyOf(q.queryKey) && (q.queryKey[2] === 'list' || q.queryKey[2] === 'search'),
  });
  loadOpen(qc, restaurant).catch(() => undefined);
}

/** The live connection: catch-ups need it up, and a snapshot read before it joined may lack events. */
let link = { up: false, epoch: 0 };

/** The socket (re)connected: every followed restaurant catches up what it may have missed meanwhile. */
export function linkUp(qc: QueryClient) {
  link = { up: true, epoch: link.epoch + 1 };
  for (const [restaurant, s] of streams) {
    const shown = qc.getQueryCache().findAll({ predicate: (q) => openKeyOf(q.queryKey) === restaurant }).length > 0;
    if (!shown && s.loading === 0) streams.delete(restaurant);
    else if (s.lastSeq !== null) void catchUp(qc, restaurant);
  }
}

export function linkDown() {
  link = { ...link, up: false };
}

const joining = new Map<string, Promise<void>>();

/**
 * Reads the restaurant's open orders, counts and calls (one snapshot) into the cache. The callers of one moment (the
 * columns, the counts and the calls of a screen that opens) share one request; a caller after it went out gets a new
 * one, so a reload never takes an answer read before it was asked for.
 */
export function loadOpen(qc: QueryClient, restaurant: string): Promise<void> {
  const joined = joining.get(restaurant);
  if (joined) return joined;
  const s = streamOf(restaurant);
  s.loading++;
  const load = new Promise((go) => setTimeout(go, 0)).then(async () => {
    joining.delete(restaurant);
    const started = link;
    try {
      const snap = await callApi(streamRoutes.open, { query: { restaurant }, signal: AbortSignal.timeout(REQUEST_MS) });
      landed(qc, restaurant, snap, started);
    } finally {
      s.loading--;
    }
  });
  joining.set(restaurant, load);
  return load;
}

/**
 * A snapshot as of event `snap.seq`: written, then the events after it applied again on top. The stream goes on from
 * it when it had no position, or had one the events remembered cannot bridge; what is still missing is fetched, as
 * are the events of a socket that joined after the snapshot was asked for (committed between its read and the join).
 */
function landed(qc: QueryClient, restaurant: string, snap: OpenSnapshot, started: typeof link) {
  const s = streamOf(restaurant);
  const later = s.recent.filter((e) => e.seq > snap.seq).sort((a, b) => a.seq - b.seq);
  notifyManager.batch(() => {
    writeOpen(qc, restaurant, snap);
    later.forEach((e) => apply(qc, e, false));
  });
  const have = new Set(later.map((e) => e.seq));
  let seq = snap.seq;
  while (have.has(seq + 1)) seq++;
  if (s.lastSeq === null || s.lastSeq > seq) {
    s.lastSeq = seq;
    for (const e of later) if (e.seq > seq) s.ahead.set(e.seq, e);
  }
  const joinedSince = !started.up || started.epoch !== link.epoch;
  if (link.up && (s.ahead.size > 0 || joinedSince)) void catchUp(qc, restaurant);
}
