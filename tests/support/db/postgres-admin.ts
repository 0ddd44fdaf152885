/** Creating and dropping whole databases through the DATABASE_URL connection. */
import pg from 'pg';
import { isLeftover, quoteIdent, TEST_DATABASE_PATTERN } from './postgres-names';

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops a database even if a killed process still holds connections to it (PostgreSQL 13+). */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

export async function testDatabases(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    TEST_DATABASE_PATTERN,
  ]);
  return rows.map((r) => r.datname);
}

/** Drops the databases of earlier runs that did not get to clean up. */
export async function dropLeftovers(client: pg.Client): Promise<string[]> {
  const leftovers = (await testDatabases(client)).filter((name) => isLeftover(name));
  for (const name of leftovers) await dropDatabase(client, name);
  return leftovers;
}
