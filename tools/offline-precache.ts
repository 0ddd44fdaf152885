/**
 * What the service worker precaches: everything the staff's floor screens can load, so that every screen, dialog
 * and drawer on them works through a Wi-Fi drop. Every other built file (the admin screens) is cached when first used
 * (sw/sw.ts).
 *
 * The files are derived from Vite's build manifest (`build.manifest`), which lists each chunk's static and dynamic
 * imports: starting from the page (`index.html`) and the offline routes below, every import is followed, static or
 * dynamic (a dialog loaded on demand, a drawer, the expo screen, the dialog host), except a dynamic import of another
 * route. Only the list of routes is kept by hand; what they import is read from the build.
 *
 * The files a screen needs to render are cached before the worker takes control; the parts it loads on demand right
 * after (marked `AFTER_CONTROL`), so the worker controls the page within a couple of seconds of the first visit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

const ROUTES_DIR = 'src/web/routes/';

/**
 * The route modules that work offline: the shell and sign-in, the kitchen (with its station and expo views), call a
 * waiter, and the orders lists with their order detail.
 */
export const OFFLINE_ROUTES = [
  '_app.tsx',
  'index.tsx',
  'restaurant-login.tsx',
  'logout.tsx',
  '_app/orders-dashboard.tsx',
  '_app/orders-callawaiter.tsx',
  '_app/orders.tsx',
  '_app/orders-restaurants.tsx',
  '_app/recent-orders.tsx',
].map((file) => ROUTES_DIR + file);

/** The page itself: its script, the root route and the parts the shell loads on demand (dialog host, notices). */
const PAGE = 'index.html';

export interface Chunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, Chunk>;

/** The route module a chunk key belongs to (`…/orders.tsx?tsr-split=component` → `…/orders.tsx`), if any. */
const routeOf = (key: string) => (key.startsWith(ROUTES_DIR) ? key.split('?')[0] : undefined);
const isOfflineRoute = (key: string) => OFFLINE_ROUTES.includes(routeOf(key) ?? '');

/** A route module's chunks: the module itself, or its split parts (`?tsr-split=component`, `…=loader`). */
function routeChunks(manifest: Manifest, module: string) {
  return Object.keys(manifest).filter((key) => key === module || key.startsWith(`${module}?`));
}

/**
 * The chunks reachable from `keys`: their static imports, and with `dynamic` their dynamic imports too, except those
 * of routes that are not offline routes.
 */
function reachable(manifest: Manifest, keys: string[], dynamic: boolean) {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    manifest[key].imports?.forEach(visit);
    if (dynamic) manifest[key].dynamicImports?.filter((k) => !routeOf(k) || isOfflineRoute(k)).forEach((k) => visit(k));
  };
  keys.forEach(visit);
  return found;
}

/** The built files of these chunks (scripts, their styles and the assets they import). */
const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  new Set(
    [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? []), ...(manifest[key]!.assets ?? [])]),
  );

/**
 * The built files (relative to the output folder) the service worker caches: `first` before it takes control (what the
 * page and the offline routes load to render), `then` right after (what they load on demand).
 */
export function offlineFiles(manifest: Manifest): { first: Set<string>; then: Set<string> } {
  const start = [PAGE, ...OFFLINE_ROUTES.flatMap((m) => routeChunks(manifest, m))];
  const first = filesOf(manifest, reachable(manifest, start, false));
  const all = filesOf(manifest, reachable(manifest, start, true));
  return { first, then: new Set([...all].filter((file) => !first.has(file))) };
}

/** Marks a manifest entry the service worker caches once it controls the page (sw/sw.ts reads it). */
export const AFTER_CONTROL = 'cacheAfterControl';

/** The build manifest Vite wrote into `outDir`. */
export const readManifest = (outDir: string) =>
  JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/**
 * A Workbox manifest transform keeping, of the built scripts and styles, only those `offlineFiles` names, the ones to
 * cache after taking control marked with `AFTER_CONTROL`. `outDir` is asked when the transform runs: the build's own
 * (`vite build --outDir …`), known once Vite has resolved its config.
 */
export function precacheOfflineScreens(outDir: () => string): ManifestTransform {
  return (entries) => {
    const { first, then } = offlineFiles(readManifest(outDir()));
    return {
      manifest: entries.flatMap((e) => {
        if (!/^assets\/.*\.(js|css)$/.test(e.url) || first.has(e.url)) return [e];
        return then.has(e.url) ? [{ ...e, [AFTER_CONTROL]: true }] : [];
      }),
    };
  };
}
