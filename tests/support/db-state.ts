/**
 * Which tables a request wrote to. The test databases carry a write log: a row trigger on every table
 * records the table of each inserted, updated or deleted row. The log is transactional, so work that was
 * rolled back leaves no trace, just as it leaves no data.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** The write log's table. */
export const WRITE_LOG = 'bo_test_writes';

/** Rows of a raw query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Adds the write log to a migrated database (global setup, once per template). */
export async function installWriteLog(db: Db): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  await db.execute(
    sql.raw(`CREATE TABLE ${WRITE_LOG} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL)`),
  );
  await db.execute(
    sql.raw(`CREATE FUNCTION ${WRITE_LOG}_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${WRITE_LOG} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`),
  );
  for (const { name } of tables) {
    await db.execute(
      sql`CREATE TRIGGER ${sql.raw(WRITE_LOG)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.identifier(name)} FOR EACH ROW EXECUTE FUNCTION ${sql.raw(WRITE_LOG)}_row()`,
    );
  }
}

/** Empties the log (after loading data that is part of the starting point). */
export async function clearWriteLog(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${WRITE_LOG}`));
}

const lastWrite = async (db: Db) =>
  Number((await rowsOf<{ id: string | null }>(db, sql.raw(`SELECT max(id) AS id FROM ${WRITE_LOG}`)))[0]?.id ?? 0);

/** Runs a request and tells which tables it wrote to (none, for a refused request). */
export async function writesOf<T>(db: Db, work: () => Promise<T>): Promise<T & { wrote: string[] }> {
  const mark = await lastWrite(db);
  const result = await work();
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`SELECT DISTINCT table_name FROM ${sql.raw(WRITE_LOG)} WHERE id > ${mark} ORDER BY table_name`,
  );
  return { ...result, wrote: rows.map((r) => r.table_name) };
}
