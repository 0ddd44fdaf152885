/**
 * The live connection: socket.io on the same origin, authenticated with the session token. Events update
 * the query cache directly; after a reconnection everything shown is refetched, so nothing missed stays missing.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import type { Order, OrderCounts } from '../../../contract/orders/schemas';
import { WATCHDOG_EVENT } from '../../../contract/screens/watchdog';
import { kickDrain } from '../../lib/offline/queue';
import { clearSession, getSession, subscribeSession } from '../../lib/session';
import { applyCall, applyCounts, applyOrder } from './cache';

type LinkState = { connected: boolean; since: number };

let socket: Socket | undefined;
let socketToken: string | undefined;
let state: LinkState = { connected: false, since: Date.now() };
const listeners = new Set<() => void>();
const eventListeners = new Set<(name: string, payload: unknown) => void>();
const connectListeners = new Set<(socket: Socket) => void>();

function setState(connected: boolean) {
  if (state.connected === connected) return;
  state = { connected, since: Date.now() };
  listeners.forEach((l) => l());
}

/**
 * Events arriving this close together reach the screen as one update: a burst (a rush, or the live echoes of a
 * drained offline queue) renders once, not once per event, in the order heard.
 */
const LIVE_BATCH_MS = 50;
let heardEvents: (() => void)[] = [];
let heardTimer: ReturnType<typeof setTimeout> | undefined;
function heard(apply: () => void) {
  heardEvents.push(apply);
  heardTimer ??= setTimeout(() => {
    const events = heardEvents;
    heardEvents = [];
    heardTimer = undefined;
    notifyManager.batch(() => events.forEach((e) => e()));
  }, LIVE_BATCH_MS);
}

let watchingSession = false;

/** Connects once per token; a new token (another sign-in) replaces the connection; signing out closes it. */
export function connectRealtime(qc: QueryClient, token: string) {
  if (socket && socketToken === token) return socket;
  if (!watchingSession) {
    watchingSession = true;
    subscribeSession(() => getSession()?.token !== socketToken && disconnectRealtime());
  }
  socket?.disconnect();
  socketToken = token;
  socket = io({ auth: { token }, reconnectionDelay: 500, reconnectionDelayMax: 5000 });
  socket.on('connect', () => {
    setState(true);
    // On every (re)connection: send what waited, then refetch what the screens show, since events sent before the
    // socket joined its room (or while it was away) were not heard. The refetch waits for the queue: lists fetched
    // while it drains would be outdated by its answers, and fetching them would slow the server down meanwhile.
    const refetch = () => {
      void qc.invalidateQueries({ queryKey: ['orders'] });
      void qc.invalidateQueries({ queryKey: ['calls'] });
    };
    kickDrain().then(refetch, refetch);
    connectListeners.forEach((l) => l(socket!));
  });
  socket.on('disconnect', (reason) => {
    setState(false);
    // The server closed it: its session ended (signed out elsewhere, new password, account deleted) or the server is
    // shutting down. socket.io does not reconnect by itself then; trying again tells the two apart (connect_error).
    if (reason === 'io server disconnect') setTimeout(() => socket?.connect(), 500);
  });
  socket.on('connect_error', (err) => {
    setState(false);
    // The session is over: back to sign-in, as a 401 from the API does.
    if (err.message === 'unauthorized' && getSession()?.token === socketToken) clearSession();
  });
  socket.on('order.created', (o: Order) => heard(() => (applyOrder(qc, o), emit('order.created', o))));
  socket.on('order.updated', (o: Order) => heard(() => (applyOrder(qc, o), emit('order.updated', o))));
  socket.on('orders.counts', (m: { restaurant: string; counts: OrderCounts }) =>
    heard(() => applyCounts(qc, m.restaurant, m.counts)),
  );
  socket.on('callawaiter.created', (c: CallRequest) => heard(() => (applyCall(qc, c), emit('callawaiter.created', c))));
  socket.on('callawaiter.updated', (c: CallRequest) => heard(() => (applyCall(qc, c), emit('callawaiter.updated', c))));
  socket.on(WATCHDOG_EVENT, (n: unknown) => heard(() => emit(WATCHDOG_EVENT, n)));
  return socket;
}

declare global {
  interface Window {
    /** For tests and support: drop the live connection as a Wi-Fi drop would (it then reconnects by itself). */
    __realtime?: { drop(): void; connected(): boolean };
  }
}
if (typeof window !== 'undefined')
  window.__realtime = { drop: () => socket?.io.engine?.close(), connected: () => !!socket?.connected };

function disconnectRealtime() {
  socket?.disconnect();
  socket = undefined;
  socketToken = undefined;
  setState(false);
}

function emit(name: string, payload: unknown) {
  eventListeners.forEach((l) => l(name, payload));
}

/** Listen to live events (e.g. to sound an alert for a new order). */
export function onLiveEvent(listener: (name: string, payload: unknown) => void) {
  eventListeners.add(listener);
  return () => void eventListeners.delete(listener);
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
