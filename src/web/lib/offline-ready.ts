/**
 * Whether this screen would survive a reload without the network: a service worker controls the page (so the app
 * shell is precached) and every script and stylesheet the page has loaded is in the worker's caches.
 *
 * On the very first visit the page loads its files before the worker exists, so they never pass through it; once the
 * worker takes control, the files it does not have yet are fetched again through it (it caches them at first use,
 * sw/sw.ts), it is asked to cache the parts the screens load on demand (dialogs, drawers), and the screen becomes
 * ready.
 */
import { useSyncExternalStore } from 'react';

let ready = false;
let watching = false;
const listeners = new Set<() => void>();

function setReady(value: boolean) {
  if (value === ready) return;
  ready = value;
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

/** How long to wait for the worker's answer (a worker of an earlier version does not answer: it precached them). */
const ON_DEMAND_WAIT_MS = 10_000;

/** Asks the controlling worker to cache the screens' on-demand parts; resolves when it has, or after a while. */
function cacheOnDemand(worker: ServiceWorker) {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ON_DEMAND_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CACHE_ON_DEMAND' }, [channel.port2]);
  });
}

async function check() {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || typeof caches === 'undefined') return setReady(false);
  const onDemand = cacheOnDemand(worker);
  const missing = await uncached(loadedFiles());
  // Through the controlling worker, which stores what it serves (just after answering, hence the polling).
  await Promise.all(missing.map((file) => fetch(file).catch(() => undefined)));
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await uncached(missing)).length === 0) return onDemand.then(() => setReady(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  setReady(false);
}

/** Starts watching (the app does it once the service worker is registered); the hook below also starts it. */
export function watchOfflineReadiness() {
  if (watching || !('serviceWorker' in navigator)) return;
  watching = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => void check());
  void check();
}

function subscribe(listener: () => void) {
  watchOfflineReadiness();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the screen can be reloaded offline. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
