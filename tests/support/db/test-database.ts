/** A fresh, migrated database for one test file, copied from a template its project's global setup made. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { dropDatabase, withAdminClient } from './postgres-admin';
import { quoteIdent, withDatabase } from './postgres-names';
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
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFiles[start])]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    return { database, dispose: () => database.close() };
  }
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
