/** A test file handed a reused PGlite copy sees exactly what a fresh copy of the dump holds. */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { rowsOf } from '../support/db-state';
import { startingPoint } from '../support/db/pglite-reuse';
import { openTestDatabase } from '../support/db/test-database';
import { createTestApp } from '../support/test-app';
import { openDatabase, type Database } from '../../src/server/db/client';

/** Every public table's rows, hashed, and the sequences' values: what a file could notice. */
async function contents(database: Database) {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ hash: string | null }>(
      database.db,
      sql`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM ${sql.identifier(name)} t`,
    );
    hashes[name] = row?.hash ?? 'empty';
  }
  const sequences = await rowsOf(database.db, sql`SELECT sequencename, last_value FROM pg_sequences ORDER BY 1`);
  return { hashes, sequences };
}

it.runIf(inject('testDatabase').kind === 'pglite')(
  'a copy used by a file and handed on holds what a fresh copy holds: rows, sequences, schema',
  async () => {
    const template = inject('testDatabase');
    if (template.kind !== 'pglite') return;
    const reference = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([await readFile(template.dumpFiles.demo)]),
    });
    const fresh = await contents(reference);
    const { schema } = await startingPoint(reference);
    await reference.close();

    // A file that writes through the API (orders, sessions, the system log) and directly.
    const t = await createTestApp();
    await t.asBistro();
    await t.db.execute(sql`DELETE FROM restaurants WHERE name = 'Demo Bistro'`);
    await t.db.execute(sql`UPDATE users SET name = 'Changed' WHERE email = 'admin@example.com'`);
    await t.db.execute(sql`SET TIME ZONE 'Pacific/Auckland'`);
    await t.close();

    const next = await openTestDatabase('demo');
    expect(next.database.db).toBe(t.db);
    expect(await contents(next.database)).toEqual(fresh);
    expect((await startingPoint(next.database)).schema).toBe(schema);
    const [zone] = await rowsOf<{ TimeZone: string }>(next.database.db, sql`SHOW TIME ZONE`);
    expect(zone?.TimeZone).not.toBe('Pacific/Auckland');
    await next.dispose();
  },
);
