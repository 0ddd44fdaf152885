/**
 * What the service worker precaches before it takes control: the app shell and sign-in, and the screens that must
 * survive a Wi-Fi drop from the first minute (the kitchen's live orders and the waiters' calls); the parts those
 * screens load on demand (dialogs, the settings drawer) right after it takes control. Every other built file is cached
 * when first used (sw/sw.ts), so the worker is ready in a couple of seconds instead of after downloading every admin
 * screen.
 *
 * The screens' files are read from Vite's build manifest (`build.manifest`), which lists each chunk's static and
 * dynamic imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** The route modules (split by the router plugin) whose files are precached. */
const SHELL = [
  'index.html',
  'src/web/routes/_app.tsx',
  'src/web/routes/index.tsx',
  'src/web/routes/restaurant-login.tsx',
];
const OFFLINE_SCREENS = ['src/web/routes/_app/orders-dashboard.tsx', 'src/web/routes/_app/orders-callawaiter.tsx'];

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/** A route module's chunks: the module itself, or its split parts (`?tsr-split=component`, `…=loader`). */
function routeChunks(manifest: Manifest, module: string) {
  return Object.keys(manifest).filter((key) => key === module || key.startsWith(`${module}?`));
}

/** The chunks these load before running: themselves and their static imports, recursively. */
function withStaticImports(manifest: Manifest, keys: string[]) {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return found;
}

/**
 * The built files (relative to the output folder) the service worker caches: `first` before it takes control (the
 * shell and the screens), `then` right after (the parts those screens load on demand: dialogs, drawers, the expo).
 */
export function offlineFiles(manifest: Manifest): { first: Set<string>; then: Set<string> } {
  const shell = withStaticImports(
    manifest,
    SHELL.flatMap((m) => routeChunks(manifest, m)),
  );
  const screens = withStaticImports(
    manifest,
    OFFLINE_SCREENS.flatMap((m) => routeChunks(manifest, m)),
  );
  const onDemand = [...screens].filter((key) => !shell.has(key)).flatMap((key) => manifest[key]!.dynamicImports ?? []);
  const files = (keys: Iterable<string>) =>
    new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  const first = files([...shell, ...screens]);
  const then = [...files(withStaticImports(manifest, onDemand))].filter((file) => !first.has(file));
  return { first, then: new Set(then) };
}

/** Marks a manifest entry the service worker caches once it controls the page (sw/sw.ts reads it). */
export const AFTER_CONTROL = 'cacheAfterControl';

/**
 * A Workbox manifest transform keeping, of the built scripts and styles, only those `offlineFiles` names, the ones to
 * cache after taking control marked with `AFTER_CONTROL`. `outDir` is asked when the transform runs: the build's own
 * (`vite build --outDir …`), known once Vite has resolved its config.
 */
export function precacheOfflineScreens(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const { first, then } = offlineFiles(manifest);
    return {
      manifest: entries.flatMap((e) => {
        if (!/^assets\/.*\.(js|css)$/.test(e.url) || first.has(e.url)) return [e];
        return then.has(e.url) ? [{ ...e, [AFTER_CONTROL]: true }] : [];
      }),
    };
  };
}
