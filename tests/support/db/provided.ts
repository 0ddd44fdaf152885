/** What the global setups hand to the test files (vitest `provide` / `inject`). */

/** The two starting points of a test database: migrated and empty, or migrated with the demo data. */
export type Start = 'empty' | 'demo';

/** Migrated PGlite databases saved with `dumpDataDir`; each test file loads its own copy. */
export interface PgliteTemplate {
  kind: 'pglite';
  /** The dumps (uncompressed tarballs) on disk. */
  dumpFiles: Record<Start, string>;
}

/** Migrated PostgreSQL databases; each test file gets `CREATE DATABASE … TEMPLATE` of one. */
export interface PostgresTemplate {
  kind: 'postgres';
  /** Connection used to create and drop the per-file databases (the DATABASE_URL given). */
  adminUrl: string;
  templates: Record<Start, string>;
  /** Every database of this run starts with it (so the teardown and later runs can find leftovers). */
  prefix: string;
}

export type TestDatabaseTemplate = PgliteTemplate | PostgresTemplate;

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
