// The service worker of the back-office PWA, built by vite-plugin-pwa (injectManifest) into dist/sw.js.
// - precaches the app shell and the staff's floor screens, and caches the parts they load on demand once it controls
//   the page (the list is injected at build time into self.__WB_MANIFEST, chosen by tools/offline-precache.ts); a
//   page asks it which of those files it does not have yet ("Ready offline");
// - caches every other built file when first used;
// - serves index.html for navigations, so every client route opens offline;
// - caches uploaded images at runtime;
// - never activates a new version by itself: the page asks for it (UpdatePrompt, "Reload to update");
// - shows staff notifications (Web Push) and opens the call screen from them (staff-push.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { drainQueue } from '../src/web/lib/offline/drain';
import './staff-push';

declare let self: ServiceWorkerGlobalScope;

type ManifestEntry = (typeof self.__WB_MANIFEST)[number];
const manifest = self.__WB_MANIFEST;
/** Marked by tools/offline-precache.ts: cached once the worker controls the page, so it takes control sooner. */
const afterControl = (e: ManifestEntry) => typeof e === 'object' && 'cacheAfterControl' in e;
precacheAndRoute(manifest.filter((e) => !afterControl(e)));
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
const appFiles = new CacheFirst({
  cacheName: 'app-files',
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), appFiles);

const urlOf = (e: ManifestEntry) => new URL(typeof e === 'string' ? e : e.url, self.location.href).href;

/** The offline files this worker does not have (yet): precached ones, and the on-demand parts in the files' cache. */
async function missingFiles() {
  const found = await Promise.all(
    manifest.map(async (e) => (afterControl(e) ? caches.match(urlOf(e)) : matchPrecache(urlOf(e)))),
  );
  return manifest.filter((_, i) => !found[i]).map((e) => new URL(urlOf(e)).pathname);
}

/**
 * Caches the on-demand parts of the offline screens into the built files' cache, then answers on the message's port
 * which offline files are still missing (none: the page is ready offline).
 */
function cacheOnDemand(event: ExtendableMessageEvent) {
  const files = manifest.filter(afterControl).map(urlOf);
  event.waitUntil(
    // handleAll's second promise settles once the file is in the cache, not only answered.
    Promise.allSettled(files.map((url) => appFiles.handleAll({ event, request: new Request(url) })[1]))
      .then(missingFiles)
      .then((missing) => event.ports[0]?.postMessage({ missing })),
  );
}

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

// What the pages ask: a waiting version takes over only when a page asks for it (the user chose "Reload to update"),
// never on its own, so a kitchen screen is not swapped mid-service; a page it now controls asks for the on-demand parts.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page, once controlled (src/web/lib/offline-ready.ts).
  if (data.type === 'CACHE_ON_DEMAND') cacheOnDemand(event);
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
