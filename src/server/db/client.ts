import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any connection, once its transaction commits);
   * answers how to stop. On PostgreSQL a connection of its own, opened again after a loss (what is sent meanwhile is
   * not heard: listeners also poll).
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

/** LISTEN on a PostgreSQL connection of its own, reconnecting a second after it is lost, until stopped. */
async function listenPg(connectionString: string, channel: string, onNotify: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    const c = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void open(), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => n.channel === channel && n.payload !== undefined && onNotify(n.payload));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost();
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface OpenOptions {
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir` (tests). */
  loadDataDir?: Blob;
  /** Count the SQL statements and transactions sent (SQL_COUNT=1; `statementCount` reads them). */
  countStatements?: boolean;
}

/**
 * SQL sent to the database since it was opened: every statement (BEGIN and COMMIT/ROLLBACK included) and every
 * transaction. Neither driver pipelines, so each statement is one round trip.
 */
export interface StatementCount {
  statements: number;
  transactions: number;
}

/** A property of the database object, so it is read through a request-scoped `deps.db` too (a Proxy of it). */
const COUNT = Symbol('statement count');

/** What the database has been sent so far, when it was opened with `countStatements`. */
export const statementCount = (db: Db): StatementCount | undefined => (db as Db & { [COUNT]?: StatementCount })[COUNT];

/**
 * Drizzle's query logger sees every statement it sends. node-postgres transactions send BEGIN and COMMIT through it
 * too; PGlite's run them inside the driver, so they are added here.
 */
function counting(beginCommitLogged: boolean) {
  const count: StatementCount = { statements: 0, transactions: 0 };
  const logger: Logger = { logQuery: () => void count.statements++ };
  const track = (db: Db) => {
    const transaction = db.transaction.bind(db);
    db.transaction = ((run, config) => {
      count.transactions++;
      if (!beginCommitLogged) count.statements += 2;
      return transaction(run, config);
    }) as Db['transaction'];
    Object.defineProperty(db, COUNT, { value: count });
    return db;
  };
  return { logger, track };
}

/** Drizzle's PGlite driver reads dates, intervals and their arrays as text, and maps them itself. */
const raw = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, raw]),
);

type Queryable = Pick<Transaction, 'query'>;
const dropParsers =
  (client: Queryable): Queryable['query'] =>
  (text, params, options) =>
    client.query(text, params, options && { ...options, parsers: undefined });

/**
 * Drizzle passes those parsers with every query, and PGlite merges them into a copy of its ~300 type parsers each
 * time (about 0.1 ms of CPU per query). The client is created with them instead (DRIZZLE_PARSERS), and this view of
 * it, which Drizzle is given, leaves the per-query copy out: the same rows, without the copying.
 */
function withoutQueryParsers(client: PGlite): PGlite {
  const query = dropParsers(client);
  const transaction: PGlite['transaction'] = (run) =>
    client.transaction((tx) => run(Object.assign(Object.create(tx) as Transaction, { query: dropParsers(tx) })));
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const count = opts.countStatements ? counting(true) : undefined;
    const db = drizzlePg(pool, { schema, logger: count?.logger }) as unknown as Db;
    count?.track(db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onNotify) => listenPg(opts.databaseUrl!, channel, onNotify),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    parsers: DRIZZLE_PARSERS,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const count = opts.countStatements ? counting(false) : undefined;
  const db = drizzlePglite(withoutQueryParsers(client), { schema, logger: count?.logger });
  count?.track(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}
