/**
 * Global setup of the `server-postgres` project (only with DATABASE_URL): two template databases per run,
 * migrated (one also with the demo data), with the tests' write log (db-state.ts); each test file copies one with `CREATE DATABASE … TEMPLATE`.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { seedDemoIfEmpty } from '../../../src/server/seed/demo';
import { installWriteLog } from '../db-state';
import { dropDatabase, dropLeftovers, testDatabases, withAdminClient } from './postgres-admin';
import { quoteIdent, runPrefix, withDatabase } from './postgres-names';
import type { Start } from './provided';

async function makeTemplate(adminUrl: string, name: string, seed: boolean) {
  await withAdminClient(adminUrl, async (client) => {
    await dropDatabase(client, name);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
  try {
    await database.migrate();
    if (seed) await seedDemoIfEmpty(database.db);
    await installWriteLog(database.db);
  } finally {
    // No connection may stay open on a template while it is copied.
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The server-postgres project needs DATABASE_URL');
  const prefix = runPrefix();
  const templates: Record<Start, string> = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };

  await withAdminClient(adminUrl, dropLeftovers);
  await makeTemplate(adminUrl, templates.empty, false);
  await makeTemplate(adminUrl, templates.demo, true);
  project.provide('testDatabase', { kind: 'postgres', adminUrl, templates, prefix });

  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      // Each file drops its own copy; a crashed file's copy goes here, with the templates.
      for (const name of await testDatabases(client))
        if (name.startsWith(`${prefix}_`)) await dropDatabase(client, name);
    });
  };
}
