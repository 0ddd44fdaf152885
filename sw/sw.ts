// The service worker of the back-office PWA, built by vite-plugin-pwa (injectManifest) into dist/sw.js.
// - precaches the app shell and the kitchen's and waiters' screens (the list is injected at build time into
//   self.__WB_MANIFEST, chosen by tools/offline-precache.ts);
// - caches every other built file when first used;
// - serves index.html for navigations, so every client route opens offline;
// - caches uploaded images at runtime;
// - never activates a new version by itself: the page asks for it (UpdatePrompt, "Reload to update");
// - shows staff notifications (Web Push) and opens the call screen from them (staff-push.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { drainQueue } from '../src/web/lib/offline/drain';
import './staff-push';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the precached app shell; the router in the page takes it from there.
// Server-owned paths are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/, /^\/uploads(?:\/|$)/],
  }),
);

// The other built files (the admin screens and their libraries) when first used. Their names change with their
// content, so a cached file is never stale; an update downloads only the files that changed.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'app-files',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Uploaded images (menu items, restaurants, news...) rarely change once uploaded: cache first.
const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/uploads/') &&
    (request.destination === 'image' || IMAGE_FILE.test(url.pathname)),
  new CacheFirst({
    cacheName: 'uploads-images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A waiting version takes over only when a page asks for it (the user chose "Reload to update");
// never on its own, so a kitchen screen is not swapped mid-service.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Once active (first install, or after SKIP_WAITING), take control of open pages at once.
clientsClaim();

// Background sync of the offline action queue: the browser wakes the worker when the network is back,
// even with no page open. The same drainer as the pages (one drainer at a time, each order's actions in order,
// with Idempotency-Keys);
// failing the event makes the browser try again later.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== 'offline-actions') return;
  e.waitUntil(
    drainQueue().then((r) => {
      if (r.stopped === 'offline' || r.stopped === 'server-error') throw new Error('offline queue not drained yet');
    }),
  );
});
