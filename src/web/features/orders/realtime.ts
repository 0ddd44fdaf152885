/**
 * The live connection: socket.io on the same origin, authenticated with the session token. It carries each followed
 * restaurant's ordered event stream (stream.ts), applied to the query cache directly; on every (re)connection each
 * stream catches up what it missed, and it comes back within about a second of the network.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { COUNTS_EVENT, STREAM_EVENT, type CountsNotice, type StreamEvent } from '../../../contract/stream/constants';
import { kickDrain } from '../../lib/offline/queue';
import { clearSession, getSession, subscribeSession } from '../../lib/session';
import { followsStream, lastSeqOf, linkDown, linkUp, openKeyOf, receive, receiveCounts } from './stream';

export { onLiveEvent } from './stream';

type LinkState = { connected: boolean; since: number };

let socket: Socket | undefined;
let socketToken: string | undefined;
let state: LinkState = { connected: false, since: Date.now() };
const listeners = new Set<() => void>();
const connectListeners = new Set<(socket: Socket) => void>();

function setState(connected: boolean) {
  if (state.connected === connected) return;
  state = { connected, since: Date.now() };
  listeners.forEach((l) => l());
}

/**
 * Events arriving this close together reach the screen as one update: a burst (a rush, or the live echoes of a
 * drained offline queue) renders once, not once per event, each restaurant's events in their order (`seq`), then the
 * counts.
 */
const LIVE_BATCH_MS = 50;
let heardEvents: StreamEvent[] = [];
let heardCounts: CountsNotice[] = [];
let heardTimer: ReturnType<typeof setTimeout> | undefined;
function heard(qc: QueryClient) {
  heardTimer ??= setTimeout(() => {
    const events = heardEvents.sort((a, b) => a.seq - b.seq);
    const counts = heardCounts;
    heardEvents = [];
    heardCounts = [];
    heardTimer = undefined;
    notifyManager.batch(() => {
      events.forEach((e) => receive(qc, e));
      counts.forEach((n) => receiveCounts(qc, n));
    });
  }, LIVE_BATCH_MS);
}

/** The orders and calls queries a reconnection reads again: all but those a followed stream keeps current. */
function notFollowed(key: readonly unknown[]) {
  if (key[0] !== 'orders' && key[0] !== 'calls') return false;
  const restaurant = openKeyOf(key);
  return !restaurant || !followsStream(restaurant);
}

/** A disconnected socket tries at once (the network is back, the screen is looked at), not at its next retry. */
function connectNow() {
  if (socket && !socket.connected) socket.disconnect().connect();
}
if (typeof window !== 'undefined') {
  window.addEventListener('online', connectNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && connectNow());
}

let watchingSession = false;

/**
 * socket.io-client, loaded after the first screen has rendered: the kitchen paints from its cached lists first, and
 * the client (about 12 KB gzip) is not in its first load. The service worker precaches it with the offline screens.
 */
let client: Promise<typeof import('socket.io-client')> | undefined;
const loadClient = () => (client ??= import('socket.io-client'));

/** Connects once per token; a new token (another sign-in) replaces the connection; signing out closes it. */
export function connectRealtime(qc: QueryClient, token: string) {
  if (socketToken === token) return;
  if (!watchingSession) {
    watchingSession = true;
    subscribeSession(() => getSession()?.token !== socketToken && disconnectRealtime());
  }
  socket?.disconnect();
  socket = undefined;
  socketToken = token;
  loadClient().then(
    ({ io }) => {
      if (socketToken === token && !socket)
        open(qc, io({ auth: { token }, reconnectionDelay: 250, reconnectionDelayMax: 1000 }));
    },
    () => {
      // Not loaded (no network, not cached yet): the next call, at the next render of a live screen, tries again.
      client = undefined;
      if (socketToken === token) socketToken = undefined;
    },
  );
}

function open(qc: QueryClient, opened: Socket) {
  socket = opened;
  socket.on('connect', () => {
    setState(true);
    // On every (re)connection, side by side: send what waited, catch up every followed stream (events sent before
    // the socket joined its room, or while it was away, were not heard), and read again the other lists shown. None
    // waits for the queue: an answer older than what is known, by version, changes nothing.
    kickDrain().catch(() => undefined); // what stays queued goes at the next trigger
    linkUp(qc);
    void qc.invalidateQueries({ predicate: (q) => notFollowed(q.queryKey) });
    connectListeners.forEach((l) => l(socket!));
  });
  socket.on('disconnect', (reason) => {
    setState(false);
    linkDown();
    // The server closed it: its session ended (signed out elsewhere, new password, account deleted) or the server is
    // shutting down. socket.io does not reconnect by itself then; trying again tells the two apart (connect_error).
    if (reason === 'io server disconnect') setTimeout(() => socket?.connect(), 250);
  });
  socket.on('connect_error', (err) => {
    setState(false);
    // The session is over: back to sign-in, as a 401 from the API does.
    if (err.message === 'unauthorized' && getSession()?.token === socketToken) clearSession();
  });
  socket.on(STREAM_EVENT, (e: StreamEvent) => (heardEvents.push(e), heard(qc)));
  socket.on(COUNTS_EVENT, (n: CountsNotice) => (heardCounts.push(n), heard(qc)));
}

declare global {
  interface Window {
    /**
     * For tests and support: drop the live connection as a Wi-Fi drop would (it then reconnects by itself), whether it
     * is up, and the last event applied of a restaurant's stream (null until its snapshot has loaded).
     */
    __realtime?: { drop(): void; connected(): boolean; lastSeq(restaurant: string): number | null };
  }
}
if (typeof window !== 'undefined')
  window.__realtime = {
    drop: () => socket?.io.engine?.close(),
    connected: () => !!socket?.connected,
    lastSeq: lastSeqOf,
  };

function disconnectRealtime() {
  socket?.disconnect();
  socket = undefined;
  socketToken = undefined;
  setState(false);
  linkDown();
}

/** Calls `listener` with the socket on every (re)connection, and now when it is connected; answers how to stop. */
export function onConnected(listener: (socket: Socket) => void) {
  connectListeners.add(listener);
  if (socket?.connected) listener(socket);
  return () => void connectListeners.delete(listener);
}

/** Whether the live connection is up, and since when. */
export const useLinkState = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => state,
    () => state,
  );
