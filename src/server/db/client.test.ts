import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, statementCount, type Database } from './client';
import { requestScopedDb } from './request-transaction';

describe('counting the SQL sent (SQL_COUNT=1)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', countStatements: true });
  });
  afterAll(() => database.close());

  it('counts every statement and transaction, BEGIN and COMMIT included', async () => {
    const { db } = database;
    const before = { ...statementCount(db)! };
    await db.execute(sql`select 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    const after = statementCount(db)!;
    expect(after.statements - before.statements).toBe(1 + 4);
    expect(after.transactions - before.transactions).toBe(1);
    // What the routes hold (GET /api/health shows the counts) is the request-scoped database.
    expect(statementCount(requestScopedDb(db))).toBe(after);
  });

  it('counts nothing unless asked', async () => {
    const plain = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(statementCount(plain.db)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
