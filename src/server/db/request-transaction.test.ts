import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { afterCommit, inRequestTransaction, requestScopedDb } from './request-transaction';
import { news } from './schema';

const t = useTestApp();
const named = async (name: string) => t.db.select({ id: news.id }).from(news).where(eq(news.name, name));

describe('the request transaction', () => {
  it("holds the work's queries, its services' own transactions and the closing write; events wait for the commit", async () => {
    const db = requestScopedDb(t.db);
    const sent: string[] = [];
    await inRequestTransaction(
      db,
      async () => {
        await db.insert(news).values({ name: 'Work' });
        await db.transaction(async (tx) => void (await tx.insert(news).values({ name: 'Savepoint' })));
        afterCommit(() => sent.push('event'));
        expect(sent).toEqual([]);
      },
      async (tx) => void (await tx.insert(news).values({ name: 'Closing line' })),
    );
    expect(sent).toEqual(['event']);
    for (const name of ['Work', 'Savepoint', 'Closing line']) expect(await named(name)).toHaveLength(1);
  });

  it('undoes the work when the closing write fails, and sends nothing', async () => {
    const db = requestScopedDb(t.db);
    const sent: string[] = [];
    const run = inRequestTransaction(
      db,
      async () => {
        await db.insert(news).values({ name: 'Undone' });
        afterCommit(() => sent.push('event'));
      },
      async () => {
        throw new Error('the log refuses the line');
      },
    );
    await expect(run).rejects.toThrow('the log refuses the line');
    expect(await named('Undone')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('keeps what the work wrote before it refused (as each statement was kept before), without the closing write', async () => {
    const db = requestScopedDb(t.db);
    let closed = false;
    const run = inRequestTransaction(
      db,
      async () => {
        await db.insert(news).values({ name: 'Kept' });
        throw new Error('not allowed');
      },
      async () => void (closed = true),
    );
    await expect(run).rejects.toThrow('not allowed');
    expect(await named('Kept')).toHaveLength(1);
    expect(closed).toBe(false);
  });

  it('is the plain database outside a request', async () => {
    const db = requestScopedDb(t.db);
    await db.insert(news).values({ name: 'Outside' });
    expect(await named('Outside')).toHaveLength(1);
    const sent: string[] = [];
    afterCommit(() => sent.push('now'));
    expect(sent).toEqual(['now']);
  });
});
