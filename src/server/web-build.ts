import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the built app is made from: a newer file in any of them means a rebuild. Only their modification times are
 * read; the build runs Vite in a process of its own, so the server never loads vite.config.ts.
 */
const SOURCES = ['src/web', 'src/contract', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newestMtime(path.join(p, f))), st.mtimeMs);
}

/** Builds the PWA into `webDir` when it is missing or older than its sources. */
export function buildWebIfNeeded(webDir: string, log: (msg: string) => void) {
  const index = path.join(webDir, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built && built >= Math.max(...SOURCES.map(newestMtime))) return;
  const started = Date.now();
  const doing = built ? 'Web app sources changed: rebuilding' : 'Building the web app (first start)';
  log(`${doing}…`);
  // Vite's own report (every file and its size) is kept for a failed build; a good build says one line.
  const res = spawnSync(
    process.execPath,
    [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', webDir, '--emptyOutDir'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
    throw new Error('The web app build failed (see above).');
  }
  log(`${doing}: done in ${Math.round((Date.now() - started) / 1000)} s.`);
}
