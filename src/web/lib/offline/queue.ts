/**
 * The page side of the offline action queue: enqueue (written to IndexedDB first, so the UI can show the
 * change at once), drain triggers (online, socket reconnect, app start, a periodic retry, background sync),
 * and what the UI observes (the waiting actions, and plain notices for actions the server refused).
 */
import { useSyncExternalStore } from 'react';
import { drainQueue, type DrainOutcome } from './drain';
import type { BodyIn, HttpMethod } from '../../../contract/route';
import {
  clearQueue,
  putAction,
  queuedActions,
  QUEUE_CHANNEL,
  setQueueToken,
  takeReports,
  type ActionInfo,
  type QueueableRoute,
  type QueuedAction,
  type QueuedRequest,
  type SyncReport,
} from './store';

export type { QueuedAction } from './store';
type NewAction = QueuedRequest & ActionInfo;

/**
 * The request of an action on `route`: its method and path, and the body, checked against the route's schemas.
 * (`M` and `P` keep the route's own method and path, which a property of a generic `R` would widen.)
 */
export function routeRequest<R extends QueueableRoute, M extends HttpMethod, P extends string>(
  route: R & { method: M; path: P },
  body: BodyIn<R>,
): { method: M; path: P; body: BodyIn<R> } {
  return { method: route.method, path: route.path, body };
}

const RETRY_MS = 15_000;
let snapshot: QueuedAction[] = [];
const listeners = new Set<() => void>();
const appliedHandlers = new Set<(action: QueuedAction, answer: unknown) => void>();
const reportHandlers = new Set<(report: SyncReport) => void>();
let channel: BroadcastChannel | undefined;

async function refresh() {
  snapshot = await queuedActions();
  listeners.forEach((l) => l());
}

/**
 * While a backlog drains, the screen follows it without reading the queue (and re-rendering) once per action: one
 * read at a time, and one more after it if actions were sent meanwhile.
 */
let following: Promise<void> | undefined;
let followAgain = false;
function followDrain() {
  if (following) {
    followAgain = true;
    return;
  }
  following = refresh().finally(() => {
    following = undefined;
    if (followAgain) {
      followAgain = false;
      followDrain();
    }
  });
}

const delivered = new Set<string>();
let delivering: Promise<void> = Promise.resolve();
/** Tells the user about refused actions, once each, however many paths ask at the same time. */
function deliverReports() {
  delivering = delivering.then(async () => {
    for (const report of await takeReports()) {
      if (delivered.has(report.id)) continue;
      delivered.add(report.id);
      reportHandlers.forEach((h) => h(report));
    }
  });
  return delivering;
}

const handled = new Set<string>();
/** Applied actions reach this page from its own drains and from other tabs' or the worker's broadcasts: once each. */
function onOutcomes(outcomes: Pick<DrainOutcome, 'kind' | 'action'>[] & { answer?: unknown }[]) {
  for (const o of outcomes) {
    if (o.kind !== 'applied' || handled.has(o.action.id)) continue;
    handled.add(o.action.id);
    appliedHandlers.forEach((h) => h(o.action, (o as { answer?: unknown }).answer));
  }
}

let draining: Promise<void> | undefined;
/** Tries to send what waits; safe to call often. */
export function kickDrain(): Promise<void> {
  draining ??= (async () => {
    try {
      // The screen follows the drain action by action (the waiting marks and the banner count go down).
      const result = await drainQueue(followDrain);
      onOutcomes(result.outcomes);
    } finally {
      draining = undefined;
      await refresh();
      await deliverReports();
    }
  })();
  return draining;
}

/** Writes the action to the queue, shows it at once, and tries to send it. */
export async function enqueueAction(action: NewAction): Promise<QueuedAction> {
  const queued: QueuedAction = { ...action, id: crypto.randomUUID(), createdAt: Date.now(), attempts: 0 };
  await putAction(queued);
  await refresh();
  channel?.postMessage({ type: 'changed' });
  void registerBackgroundSync();
  void kickDrain();
  return queued;
}

async function registerBackgroundSync() {
  try {
    const reg = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await reg?.sync?.register('offline-actions');
  } catch {
    /* no background sync in this browser: the page's own triggers drain the queue */
  }
}

let started = false;
/** Starts the triggers once per page. */
export function startQueueDriver(token: string | null) {
  void setQueueToken(token);
  if (started) return;
  started = true;
  channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(QUEUE_CHANNEL) : undefined;
  channel?.addEventListener(
    'message',
    (
      e: MessageEvent<{
        type: string;
        outcomes?: { kind: 'applied' | 'refused'; action: QueuedAction; answer?: unknown }[];
      }>,
    ) => {
      if (e.data.type === 'drained' && e.data.outcomes) onOutcomes(e.data.outcomes);
      void refresh().then(deliverReports);
    },
  );
  window.addEventListener('online', () => void kickDrain());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void kickDrain());
  setInterval(() => snapshot.length && void kickDrain(), RETRY_MS);
  void refresh().then(() => kickDrain());
}

/** When a queued action reached the server: the answer holds the updated record. */
export function onActionApplied(handler: (action: QueuedAction, answer: unknown) => void) {
  appliedHandlers.add(handler);
  return () => void appliedHandlers.delete(handler);
}

/** When the server refused a queued action (e.g. the order was declined on another device meanwhile). */
export function onSyncReport(handler: (report: SyncReport) => void) {
  reportHandlers.add(handler);
  return () => void reportHandlers.delete(handler);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
/** The actions waiting to sync, oldest first. */
export const useQueuedActions = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
export const pendingActionCount = () => snapshot.length;

/** Logout: the waiting actions are dropped (the caller warns first). */
export async function resetQueue() {
  await clearQueue();
  await refresh();
}
