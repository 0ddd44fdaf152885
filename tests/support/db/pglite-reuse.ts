/**
 * Reusing a PGlite test database for the next test file of the same worker. Loading a dump costs about a second of
 * CPU per file; putting a used copy back to its starting point costs a few milliseconds per table written.
 *
 * - The dumps carry a snapshot: a copy of every table's rows in the schema `bo_test_snapshot` (`installSnapshot`,
 *   in the global setup).
 * - The write log (db-state.ts) tells which tables a file wrote to; `restoreSnapshot` refills just those from the
 *   snapshot (with the constraint triggers off, so the order of tables does not matter), sets the sequences back to
 *   their values when the copy was loaded (`startingPoint`) and resets the session (settings, locks, temp tables).
 * - A copy whose schema a file changed (a table, trigger, function or column added or dropped) is not put back:
 *   `restoreSnapshot` answers false, and the caller closes it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { rowsOf, WRITE_LOG } from '../db-state';

const SNAPSHOT = 'bo_test_snapshot';

/** The tables a file can write to: those with the write log's trigger (the public schema's, but the log itself). */
const TABLES = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '${WRITE_LOG}'`;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PGlite under Drizzle (`openDatabase` keeps it as `$client`). */
export const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** Copies every table's rows into the snapshot schema (again after loading more data). */
export async function installSnapshot(database: Database): Promise<void> {
  const tables = await rowsOf<{ name: string }>(database.db, sql.raw(TABLES));
  const copies = tables.map(({ name }) => `CREATE TABLE ${SNAPSHOT}.${ident(name)} AS TABLE public.${ident(name)};`);
  await pgliteOf(database).exec(`
    DROP SCHEMA IF EXISTS ${SNAPSHOT} CASCADE;
    CREATE SCHEMA ${SNAPSHOT};
    ${copies.join('\n')}`);
}

/** A loaded copy as it starts: its schema (what a file could change in it) and its sequences' values. */
export interface StartingPoint {
  schema: string;
  sequences: { name: string; value: string | null }[];
}

/** Read from a copy just loaded (a sequence loaded from a dump may stand past where it stood when dumped). */
export async function startingPoint(database: Database): Promise<StartingPoint> {
  const client = pgliteOf(database);
  const { rows } = await client.query<StartingPoint['sequences'][number]>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences`,
  );
  return { schema: await schemaOf(client), sequences: rows };
}

/** Columns a row can be written with (generated ones are computed), per table, quoted and joined. */
async function writableColumns(client: PGlite): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; columns: string }>(`
    SELECT c.relname AS name, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    GROUP BY c.relname`);
  return new Map(rows.map((r) => [r.name, r.columns]));
}

const columnsOf = new WeakMap<PGlite, Map<string, string>>();

/**
 * Puts a used copy back to its starting point: the session's state, the written tables, the sequences.
 * Answers false (and changes nothing) when the copy's schema is no longer the one it started with.
 */
export async function restoreSnapshot(database: Database, start: StartingPoint): Promise<boolean> {
  const client = pgliteOf(database);
  // On its own: PGlite runs the statements of one `exec` as one transaction, and DISCARD cannot run in one.
  await client.exec('DISCARD ALL');
  if ((await schemaOf(client)) !== start.schema) return false;
  if (!columnsOf.has(client)) columnsOf.set(client, await writableColumns(client));
  const columns = columnsOf.get(client)!;
  const { rows } = await client.query<{ table_name: string }>(`SELECT DISTINCT table_name FROM ${WRITE_LOG}`);
  const refills = rows.map(({ table_name: name }) => {
    const list = columns.get(name);
    if (!list) throw new Error(`the write log names ${name}, which is not a table of the snapshot`);
    return `DELETE FROM public.${ident(name)};
      INSERT INTO public.${ident(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${SNAPSHOT}.${ident(name)};`;
  });
  const sequences = start.sequences.map(({ name, value }) =>
    value === null ? `SELECT setval('${name}', 1, false);` : `SELECT setval('${name}', ${value}, true);`,
  );
  await client.exec(`
    SET session_replication_role = replica;
    ${refills.join('\n')}
    SET session_replication_role = origin;
    ${sequences.join('\n')}
    TRUNCATE ${WRITE_LOG};`);
  return true;
}

/** What a file could change in the schema: the objects' counts and newest ids. */
async function schemaOf(client: PGlite): Promise<string> {
  const catalogs = ['pg_class', 'pg_trigger', 'pg_proc', 'pg_type', 'pg_constraint', 'pg_namespace', 'pg_attrdef'];
  const parts = catalogs.map((c) => `(SELECT count(*) || '/' || max(oid) FROM ${c})`);
  parts.push(`(SELECT count(*) || '/' || sum(attnum) FROM pg_attribute WHERE NOT attisdropped)`);
  const { rows } = await client.query<{ f: string }>(`SELECT ${parts.join(" || ' ' || ")} AS f`);
  return rows[0]!.f;
}
