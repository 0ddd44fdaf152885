/**
 * The page side of the offline action queue: enqueue (written to IndexedDB first, so the UI can show the
 * change at once), drain triggers (online, socket reconnect, app start, a periodic retry, background sync),
 * and what the UI observes (the waiting actions, and plain notices for actions the server refused).
 */
import { notifyManager } from '@tanstack/react-query';
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
/** An action the server applied, with its answer (which holds the updated record). */
export interface Applied {
  action: QueuedAction;
  answer: unknown;
}

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
const appliedHandlers = new Set<(applied: Applied[]) => void>();
const reportHandlers = new Set<(report: SyncReport) => void>();
let channel: BroadcastChannel | undefined;

/**
 * The screen hears of a new snapshot through the query cache's notifier, so that when a batch of answers both takes
 * actions off the queue and updates the orders they changed, it renders once, never showing one without the other.
 */
function setSnapshot(next: QueuedAction[]) {
  if (next.length === snapshot.length && next.every((a, i) => a.id === snapshot[i]!.id)) return;
  snapshot = next;
  notifyManager.schedule(() => listeners.forEach((l) => l()));
}

async function refresh() {
  setSnapshot(await queuedActions());
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

type Heard = Pick<DrainOutcome, 'kind' | 'action'> & { answer?: unknown };
const handled = new Set<string>();
/**
 * A batch of answers, from this page's own drain or from another tab's or the worker's broadcast (each applied once):
 * the actions leave the queue and their answers reach the screen in one update.
 */
function onOutcomes(outcomes: Heard[]) {
  const fresh = outcomes.filter((o) => !handled.has(o.action.id));
  fresh.forEach((o) => handled.add(o.action.id));
  const done = new Set(outcomes.map((o) => o.action.id));
  const applied = fresh.flatMap((o) => (o.kind === 'applied' ? [{ action: o.action, answer: o.answer }] : []));
  notifyManager.batch(() => {
    setSnapshot(snapshot.filter((a) => !done.has(a.id)));
    if (applied.length) appliedHandlers.forEach((h) => h(applied));
  });
  if (fresh.some((o) => o.kind === 'refused')) void deliverReports();
}

let draining: Promise<void> | undefined;
let kickedMeanwhile = false;
/**
 * Tries to send what waits; safe to call often. A kick during a drain starts another right after it: an action queued
 * meanwhile is sent then, and when the connection came back while a drain was finding it gone, the queue goes at once
 * instead of at the next retry.
 */
export function kickDrain(): Promise<void> {
  if (draining) {
    kickedMeanwhile = true;
    return draining;
  }
  kickedMeanwhile = false;
  draining = (async () => {
    let again = false;
    try {
      const result = await drainQueue(onOutcomes);
      again = kickedMeanwhile && (result.stopped === undefined || result.stopped === 'offline');
    } finally {
      draining = undefined;
      await refresh();
      await deliverReports();
    }
    if (again) await kickDrain();
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
      else void refresh().then(deliverReports);
    },
  );
  window.addEventListener('online', () => void kickDrain());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void kickDrain());
  setInterval(() => snapshot.length && void kickDrain(), RETRY_MS);
  void refresh().then(() => kickDrain());
}

/** When queued actions reached the server, a batch at a time: each answer holds the updated record. */
export function onActionsApplied(handler: (applied: Applied[]) => void) {
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
