/**
 * Global setup of the `server-pglite` project: migrate one PGlite database (plus the tests' write log,
 * db-state.ts, and the snapshot that lets a worker reuse a copy, pglite-reuse.ts), dump it, load the demo data,
 * dump it again. Each test file starts from a copy of one dump.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { seedDemoIfEmpty } from '../../../src/server/seed/demo';
import { clearWriteLog, installWriteLog } from '../db-state';
import { installSnapshot, pgliteOf } from './pglite-reuse';
import type { Start } from './provided';

async function dump(database: Database, file: string) {
  // Uncompressed: loading it is faster than un-gzipping it in every test file.
  const tarball = await pgliteOf(database).dumpDataDir('none');
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-pglite-'));
  const dumpFiles: Record<Start, string> = { empty: path.join(dir, 'empty.tar'), demo: path.join(dir, 'demo.tar') };
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await installWriteLog(database.db);
    await installSnapshot(database);
    await dump(database, dumpFiles.empty);
    await seedDemoIfEmpty(database.db);
    await clearWriteLog(database.db);
    await installSnapshot(database);
    await dump(database, dumpFiles.demo);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'pglite', dumpFiles });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
