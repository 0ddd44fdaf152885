import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the browser tests' servers keep their data folders, `e2e-*`, one per worker (kept after the run, for a look). */
export const E2E_DATA_ROOT = fileURLToPath(new URL('../../.tmp', import.meta.url));

const DAY_MS = 86_400_000;

/** Removes the data folders older than a day, so they do not pile up run after run. */
export default async function globalSetup() {
  const names = await readdir(E2E_DATA_ROOT).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith('e2e-'))) {
    const dir = path.join(E2E_DATA_ROOT, name);
    const { mtimeMs } = await stat(dir);
    if (Date.now() - mtimeMs > DAY_MS) await rm(dir, { recursive: true, force: true });
  }
}
