import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../support/server-process';

/**
 * Where the browser tests' servers keep their data folders: `e2e-demo-*`, the demo data made once per run, and
 * `e2e-w*`, one per worker, copied from it (a worker whose tests failed keeps its folder, with the server's log).
 */
export const E2E_DATA_ROOT = fileURLToPath(new URL('../../.tmp', import.meta.url));
/** The demo data folder of this run, for the workers to copy. */
export const DEMO_DATA_ENV = 'E2E_DEMO_DATA_DIR';

const DAY_MS = 86_400_000;
/** The servers' data folders (not the other test output under .tmp). */
const DATA_FOLDER = /^e2e-(demo|w\d+)-/;

/** Removes the data folders older than a day, so they do not pile up run after run. */
async function removeStale() {
  const names = await readdir(E2E_DATA_ROOT).catch(() => [] as string[]);
  for (const name of names.filter((n) => DATA_FOLDER.test(n))) {
    const dir = path.join(E2E_DATA_ROOT, name);
    const { mtimeMs } = await stat(dir);
    if (Date.now() - mtimeMs > DAY_MS) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes the demo data once: a server started on an empty folder migrates and seeds it, then stops. Each worker's
 * server starts on a copy, which takes a fraction of creating the database and seeding it again.
 */
export default async function globalSetup() {
  await removeStale();
  await mkdir(E2E_DATA_ROOT, { recursive: true });
  const dataDir = path.join(E2E_DATA_ROOT, `e2e-demo-${process.pid}-${Date.now()}`);
  const server = await startServerProcess({ dataDir, seed: 'demo' });
  await server.stop();
  process.env[DEMO_DATA_ENV] = dataDir;
  return () => rm(dataDir, { recursive: true, force: true });
}
