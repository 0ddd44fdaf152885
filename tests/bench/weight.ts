/**
 * The kitchen route's weight: the JavaScript and CSS a cold visit to /orders-dashboard loads, raw and as
 * sent (brotli and gzip files written at build), read from the built app: the entry of index.html, the route's split
 * chunks (component and loader) and everything they import statically.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteWeight {
  route: string;
  js: Weight;
  css: Weight;
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;

function sizeOf(file: string, suffix: '' | '.gz' | '.br') {
  const f = file + suffix;
  return existsSync(f) ? statSync(f).size : statSync(file).size;
}

function weigh(files: string[]): Weight {
  return files.reduce(
    (w, f) => ({
      files: w.files + 1,
      raw: w.raw + sizeOf(f, ''),
      gzip: w.gzip + sizeOf(f, '.gz'),
      brotli: w.brotli + sizeOf(f, '.br'),
    }),
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

/** Chunks in `assets/` that `start` needs before it runs (static imports, transitively). */
function staticClosure(assets: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const name = todo.pop()!;
    if (seen.has(name) || !existsSync(path.join(assets, name))) continue;
    seen.add(name);
    for (const m of readFileSync(path.join(assets, name), 'utf8').matchAll(STATIC_IMPORT)) todo.push(m[1]);
  }
  return seen;
}

/** `route` is the file route's name, e.g. 'orders-dashboard' (its split chunks are named after it). */
export function routeWeight(webDir: string, route = 'orders-dashboard'): RouteWeight {
  const assets = path.join(webDir, 'assets');
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  // The route's own split chunks and those of the signed-in layout around it (_app), or the group they are built in.
  const group = route === 'orders-dashboard' ? '|kitchen' : '';
  const routeChunks = readdirSync(assets).filter((f) => new RegExp(`^(${route}|_app${group})-[\\w-]{8}\\.js$`).test(f));
  const js = [...staticClosure(assets, [...entry, ...routeChunks])].map((f) => path.join(assets, f));
  const css = [...html.matchAll(/<link[^>]+href="\/assets\/([\w.-]+\.css)"/g)].map((m) => path.join(assets, m[1]));
  return { route: `/${route}`, js: weigh(js), css: weigh(css) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const describeWeight = (w: Weight) =>
  `${w.files} files, ${kb(w.raw)} raw, ${kb(w.gzip)} gzip, ${kb(w.brotli)} brotli`;

export function printWeight(w: RouteWeight, log: (line: string) => void) {
  log(`  JavaScript: ${describeWeight(w.js)}`);
  log(`  CSS:        ${describeWeight(w.css)}`);
}
