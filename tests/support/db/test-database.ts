/**
 * A fresh, migrated database for one test file, copied from a template its project's global setup made.
 * On PGlite a copy an earlier file of the same worker has finished with is put back to its starting point and
 * handed on (pglite-reuse.ts); a new one is loaded from the dump when none is free.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { dropDatabase, withAdminClient } from './postgres-admin';
import { quoteIdent, withDatabase } from './postgres-names';
import { restoreSnapshot, startingPoint, type StartingPoint } from './pglite-reuse';
import type { Start } from './provided';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the copy's URL, for a second connection pool (a second server node). */
  databaseUrl?: string;
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
}

/** `start`: 'demo' has the demo data (as `seedDemoIfEmpty` loads it), 'empty' only the schema. */
export async function openTestDatabase(start: Start): Promise<TestDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') return openPglite(template.dumpFiles, start);
  const name = `${template.prefix}_f${randomBytes(5).toString('hex')}`;
  await withAdminClient(template.adminUrl, (c) =>
    c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template.templates[start])}`),
  );
  const databaseUrl = withDatabase(template.adminUrl, name);
  const database = await openDatabase({ databaseUrl });
  return {
    database,
    databaseUrl,
    async dispose() {
      await database.close();
      await withAdminClient(template.adminUrl, (c) => dropDatabase(c, name));
    },
  };
}

interface FreeCopy {
  database: Database;
  start: StartingPoint;
}

/** Copies the worker's earlier files have finished with; on the process, as each file evaluates this module anew. */
const free: Record<Start, FreeCopy[]> = ((
  globalThis as { freeTestDatabases?: Record<Start, FreeCopy[]> }
).freeTestDatabases ??= { empty: [], demo: [] });
/** Enough for the files that open two or three at once; more would only hold memory. */
const MAX_FREE = 3;

async function reused(copy: FreeCopy): Promise<boolean> {
  try {
    return await restoreSnapshot(copy.database, copy.start);
  } catch {
    return false;
  }
}

async function openPglite(dumpFiles: Record<Start, string>, start: Start): Promise<TestDatabase> {
  let copy: FreeCopy | undefined;
  while ((copy = free[start].pop())) {
    if (await reused(copy)) break;
    await copy.database.close().catch(() => undefined);
  }
  if (!copy) {
    const dump = new Blob([await readFile(dumpFiles[start])]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    copy = { database, start: await startingPoint(database) };
  }
  const taken = copy;
  return {
    database: taken.database,
    async dispose() {
      if (free[start].length < MAX_FREE) free[start].push(taken);
      else await taken.database.close();
    },
  };
}
