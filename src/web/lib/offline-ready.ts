/**
 * Whether this screen would survive a reload and keep every dialog working without the network: a service worker
 * controls the page, it has every file of the staff's offline screens (it says which it lacks, sw/sw.ts), and every
 * script and stylesheet the page has loaded is in its caches.
 *
 * On the very first visit the page loads its files before the worker exists, so they never pass through it; once the
 * worker takes control, the files it does not have yet are fetched again through it (it caches them at first use), it
 * is asked to cache the parts the screens load on demand (dialogs, drawers), and the screen becomes ready. A screen
 * that is not ready is checked again when the connection comes back and now and then.
 */
import { useSyncExternalStore } from 'react';

export type OfflineReadiness =
  /** No service worker in this browser: nothing to say. */
  | { state: 'unsupported' }
  /** The worker is not in control yet, or the check is under way. */
  | { state: 'checking' }
  | { state: 'ready' }
  /** `missing`: the paths of the files this device does not have; or `reason`, why nothing can be saved. */
  | { state: 'not-ready'; missing: string[]; reason?: string };

let readiness: OfflineReadiness = { state: 'checking' };
let watching = false;
const listeners = new Set<() => void>();

function set(next: OfflineReadiness) {
  readiness = next;
  listeners.forEach((l) => l());
}

/** The app's own built files this page has loaded (scripts, styles). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

async function uncached(files: string[]) {
  const found = await Promise.all(files.map((file) => caches.match(file)));
  return files.filter((_, i) => !found[i]);
}

/** How long to wait for the worker's answer. */
const WORKER_WAIT_MS = 15_000;
/** A screen that is not ready is checked again this often (and whenever the connection comes back). */
const RECHECK_MS = 30_000;

/** Asks the controlling worker to cache the on-demand parts; answers the offline files it still lacks. */
function askWorker(worker: ServiceWorker) {
  return new Promise<string[] | null>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
    channel.port1.onmessage = (e: MessageEvent<{ missing?: unknown }>) => {
      clearTimeout(timer);
      resolve(Array.isArray(e.data.missing) ? e.data.missing.map(String) : []);
    };
    worker.postMessage({ type: 'CACHE_ON_DEMAND' }, [channel.port2]);
  });
}

let checking: Promise<void> | undefined;
async function checkOnce() {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return set({ state: 'checking' });
  if (readiness.state !== 'ready') set({ state: 'checking' });
  const fromWorker = askWorker(worker);
  const loaded = await uncached(loadedFiles());
  // Through the controlling worker, which stores what it serves (just after answering, hence the polling).
  await Promise.all(loaded.map((file) => fetch(file).catch(() => undefined)));
  let stillMissing = loaded;
  for (let attempt = 0; attempt < 40 && stillMissing.length > 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stillMissing = await uncached(stillMissing);
  }
  const fromIt = await fromWorker;
  if (!fromIt) return set({ state: 'not-ready', missing: [], reason: 'The offline worker did not answer.' });
  const missing = [...new Set([...fromIt, ...stillMissing])];
  set(missing.length === 0 ? { state: 'ready' } : { state: 'not-ready', missing });
}

/** Checks now (one check at a time). */
function check() {
  checking ??= checkOnce()
    .catch(() => set({ state: 'not-ready', missing: [], reason: 'The saved files could not be read.' }))
    .finally(() => (checking = undefined));
  return checking;
}

/** Starts watching (the app does it once the service worker is registered); the hook below also starts it. */
export function watchOfflineReadiness() {
  if (watching) return;
  watching = true;
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return set({ state: 'unsupported' });
  navigator.serviceWorker.addEventListener('controllerchange', () => void check());
  window.addEventListener('online', () => readiness.state === 'not-ready' && void check());
  setInterval(() => readiness.state === 'not-ready' && void check(), RECHECK_MS);
  void check();
}

/** The service worker could not be registered: nothing is cached for offline use. */
export function offlineWorkerFailed() {
  set({ state: 'not-ready', missing: [], reason: 'The offline worker could not start in this browser.' });
}

function subscribe(listener: () => void) {
  watchOfflineReadiness();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the screen can be reloaded, and every dialog on it opened, offline. */
export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(
    subscribe,
    () => readiness,
    () => readiness,
  );
}
