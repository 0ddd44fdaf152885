/**
 * The offline action queue's storage in IndexedDB, shared by the page and the service worker
 * (no window-only APIs here). Actions survive reloads and browser restarts.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { callawaiterRoutes } from '../../../contract/callawaiter/routes';
import type { orderActionRoutes } from '../../../contract/orders/routes';
import type { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import type { BodyIn } from '../../../contract/route';

export type OrderTarget = 'confirmed' | 'completed' | 'cancelled' | 'refunded';

/**
 * The routes a staff action may wait on in the queue: the order actions, a reprint of an order's kitchen tickets, and
 * the answers to call-a-waiter requests.
 */
export type QueueableRoute =
  | (typeof orderActionRoutes)[keyof typeof orderActionRoutes]
  | (typeof printersRoutes)['reprint']
  | (typeof callawaiterRoutes)['accept' | 'reject'];

/**
 * What a queued action sends, one shape per route: the route's method and path (under /api), and a body its schemas
 * accept.
 */
export type QueuedRequest<R extends QueueableRoute = QueueableRoute> = R extends QueueableRoute
  ? { method: R['method']; path: R['path']; body: BodyIn<R> }
  : never;

/** What the screen knows of an action while it waits. */
export interface ActionInfo {
  restaurantId: string;
  /** What the user did, e.g. 'Accept D-005'. */
  label: string;
  /** The order or call it changes, and the status it leads to (shown at once, marked as waiting to sync). */
  orderId?: string;
  callId?: string;
  target?: OrderTarget | 'completeall' | 'handled';
}

/** One staff action waiting to reach the server. Its id is also its Idempotency-Key. */
export type QueuedAction = QueuedRequest &
  ActionInfo & {
    id: string;
    createdAt: number;
    attempts: number;
    lastError?: string;
  };

/** What became of an action that could not be applied: told to the user, then cleared. */
export interface SyncReport {
  id: string;
  at: number;
  label: string;
  message: string;
}

interface QueueDB extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { createdAt: number } };
  reports: { key: string; value: SyncReport };
  meta: { key: string; value: { key: string; value: string } };
}

let dbPromise: Promise<IDBPDatabase<QueueDB>> | undefined;

function queueDb() {
  dbPromise ??= openDB<QueueDB>('backoffice-offline', 1, {
    upgrade(db) {
      db.createObjectStore('actions', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      db.createObjectStore('reports', { keyPath: 'id' });
      db.createObjectStore('meta', { keyPath: 'key' });
    },
  });
  return dbPromise;
}

export async function queuedActions(): Promise<QueuedAction[]> {
  return (await queueDb()).getAllFromIndex('actions', 'createdAt');
}

export async function putAction(action: QueuedAction) {
  await (await queueDb()).put('actions', action);
}

/** Writes several actions back (e.g. those kept for a later try, with their attempts), in one transaction. */
export async function putActions(actions: QueuedAction[]) {
  if (!actions.length) return;
  const tx = (await queueDb()).transaction('actions', 'readwrite');
  await Promise.all([...actions.map((a) => tx.store.put(a)), tx.done]);
}

/** Takes answered actions off the queue and keeps the reports of refused ones, in one transaction. */
export async function settleActions(ids: string[], reports: SyncReport[]) {
  const tx = (await queueDb()).transaction(['actions', 'reports'], 'readwrite');
  await Promise.all([
    ...ids.map((id) => tx.objectStore('actions').delete(id)),
    ...reports.map((r) => tx.objectStore('reports').put(r)),
    tx.done,
  ]);
}

export async function takeReports(): Promise<SyncReport[]> {
  const db = await queueDb();
  const reports = await db.getAll('reports');
  await Promise.all(reports.map((r) => db.delete('reports', r.id)));
  return reports.sort((a, b) => a.at - b.at);
}

/** The session token the drainer sends (the page keeps it here too, so the service worker can drain). */
export async function setQueueToken(token: string | null) {
  const db = await queueDb();
  if (token) await db.put('meta', { key: 'token', value: token });
  else await db.delete('meta', 'token');
}

export async function queueToken(): Promise<string | null> {
  return (await (await queueDb()).get('meta', 'token'))?.value ?? null;
}

/** Empties the queue and its reports (logout). */
export async function clearQueue() {
  const db = await queueDb();
  await Promise.all([db.clear('actions'), db.clear('reports'), db.delete('meta', 'token')]);
}

/** Tells every tab and the service worker that the queue changed. */
export const QUEUE_CHANNEL = 'offline-queue';
