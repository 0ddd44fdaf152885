import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { createJobQueue, enqueue, purgeFinishedJobs } from './queue';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/db/test-database';

const silent = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const at = (iso: string) => new Date(iso);

// On the test database of the project: a PGlite copy, or PostgreSQL (a real pool: nodes really race) with DATABASE_URL.
describe('durable job queue', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await openTestDatabase('empty');
    database = testDb.database;
  });
  afterAll(async () => testDb.dispose());

  it('runs a job once however often it is enqueued, and never again once done', async () => {
    const q = createJobQueue(database.db, silent);
    const seen: unknown[] = [];
    q.register('once', async (p) => void seen.push(p));
    const a = await q.enqueue('once', { key: 'r1:2026-11-23', payload: { n: 1 }, runAt: at('2026-11-23T00:00:00Z') });
    const b = await q.enqueue('once', { key: 'r1:2026-11-23', payload: { n: 2 }, runAt: at('2026-11-23T00:00:00Z') });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
    expect(await q.runDueJobs(at('2026-11-23T01:00:00Z'))).toEqual({ done: 1, failed: 0 });
    expect(await q.enqueue('once', { key: 'r1:2026-11-23', payload: { n: 3 } })).toEqual({ id: a.id, created: false });
    expect(await q.runDueJobs(at('2026-11-24T01:00:00Z'))).toEqual({ done: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('deletes finished jobs older than the cut-off, and keeps recent and waiting ones', async () => {
    const q = createJobQueue(database.db, silent);
    q.register('purge-me', async () => {});
    const old = await q.enqueue('purge-me', { key: 'old', runAt: at('2026-01-01T00:00:00Z') });
    await q.runDueJobs(at('2026-01-01T00:00:00Z'));
    const recent = await q.enqueue('purge-me', { key: 'recent', runAt: at('2026-03-01T00:00:00Z') });
    await q.runDueJobs(at('2026-03-01T00:00:00Z'));
    const waiting = await q.enqueue('purge-me', { key: 'waiting', runAt: at('2027-01-01T00:00:00Z') });
    await database.db
      .update(jobs)
      .set({ finishedAt: at('2026-01-01T00:00:00Z') })
      .where(eq(jobs.id, old.id));
    await database.db
      .update(jobs)
      .set({ finishedAt: at('2026-03-01T00:00:00Z') })
      .where(eq(jobs.id, recent.id));
    expect(await purgeFinishedJobs(database.db, at('2026-02-01T00:00:00Z'))).toBe(1);
    const left = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'purge-me'));
    expect(left.map((j) => j.id).sort()).toEqual([recent.id, waiting.id].sort());
  });

  it('keeps a delayed job until it is due', async () => {
    const q = createJobQueue(database.db, silent);
    const seen: string[] = [];
    q.register('later', async (_p, ctx) => void seen.push(ctx.job.key));
    await q.enqueue('later', { key: 'k', runAt: at('2026-12-01T10:00:00Z') });
    expect(await q.runDueJobs(at('2026-12-01T09:59:59Z'))).toEqual({ done: 0, failed: 0 });
    expect(await q.runDueJobs(at('2026-12-01T10:00:00Z'))).toEqual({ done: 1, failed: 0 });
    expect(seen).toEqual(['k']);
  });

  it('a polling node runs a delayed job when it is due, not up to a poll later', async () => {
    const q = createJobQueue(database.db, silent);
    const ran: number[] = [];
    q.register('due-soon', async () => void ran.push(Date.now()));
    const due = Date.now() + 2_500;
    await q.enqueue('due-soon', { key: 'k', runAt: new Date(due) });
    q.start({ intervalMs: 60_000 });
    try {
      await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
      expect(ran[0]).toBeGreaterThanOrEqual(due);
    } finally {
      await q.stop();
    }
  });

  it('two nodes polling at once run each job exactly once', async () => {
    const runs: string[] = [];
    const nodes = [
      createJobQueue(database.db, silent, { nodeId: 'a' }),
      createJobQueue(database.db, silent, { nodeId: 'b' }),
    ];
    for (const q of nodes) q.register('shared', async (_p, ctx) => void runs.push(ctx.job.key));
    for (let i = 0; i < 20; i++)
      await nodes[i % 2]!.enqueue('shared', { key: `job-${i}`, runAt: at('2026-01-01T00:00:00Z') });
    const now = at('2026-01-02T00:00:00Z');
    const results = await Promise.all([
      nodes[0]!.runDueJobs(now),
      nodes[1]!.runDueJobs(now),
      nodes[0]!.runDueJobs(now),
    ]);
    expect(results.reduce((s, r) => s + r.done, 0)).toBe(20);
    expect(runs.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `job-${i}`).sort());
  });

  it('schedulers enqueue recurring work under period keys: two nodes, one job per period', async () => {
    const runs: string[] = [];
    const nodes = [createJobQueue(database.db, silent), createJobQueue(database.db, silent)];
    for (const q of nodes) {
      q.register('daily', async (p) => void runs.push(String(p.day)));
      q.schedule('daily', async (now, queue) => {
        const day = now.toISOString().slice(0, 10);
        await queue.enqueue('daily', { key: day, payload: { day }, runAt: now });
      });
    }
    await nodes[0]!.runDueJobs(at('2026-02-01T08:00:00Z'));
    await nodes[1]!.runDueJobs(at('2026-02-01T09:00:00Z'));
    await nodes[1]!.runDueJobs(at('2026-02-02T08:00:00Z'));
    expect(runs).toEqual(['2026-02-01', '2026-02-02']);
  });

  it('retries a failing handler later, then marks it failed after the last attempt', async () => {
    const q = createJobQueue(database.db, silent);
    let calls = 0;
    q.register('flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('provider down');
    });
    q.register('broken', async () => {
      throw new Error('always');
    });
    await q.enqueue('flaky', { key: 'f', runAt: at('2026-03-01T00:00:00Z') });
    await q.enqueue('broken', { key: 'b', runAt: at('2026-03-01T00:00:00Z'), maxAttempts: 2 });
    expect(await q.runDueJobs(at('2026-03-01T00:00:00Z'))).toEqual({ done: 0, failed: 2 });
    expect(await q.runDueJobs(at('2026-03-01T00:00:10Z'))).toEqual({ done: 0, failed: 0 });
    expect(await q.runDueJobs(at('2026-03-01T00:01:00Z'))).toEqual({ done: 1, failed: 1 });
    const [broken] = await database.db.select().from(jobs).where(eq(jobs.key, 'b'));
    expect(broken).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always' });
  });

  it('a job whose node died mid-run is run again by another node once the lease has ended', async () => {
    const dying = createJobQueue(database.db, silent, { nodeId: 'dying' });
    dying.register('lease', () => new Promise<void>(() => undefined), { leaseMs: 60_000 });
    await dying.enqueue('lease', { key: 'x', runAt: at('2026-04-01T00:00:00Z') });
    void dying.runDueJobs(at('2026-04-01T00:00:00Z'));
    await expect
      .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.kind, 'lease')))[0]?.status)
      .toBe('running');

    const next = createJobQueue(database.db, silent, { nodeId: 'next' });
    const runs: string[] = [];
    next.register('lease', async (_p, ctx) => void runs.push(`${ctx.job.key}#${ctx.job.attempts}`), {
      leaseMs: 60_000,
    });
    expect(await next.runDueJobs(at('2026-04-01T00:00:30Z'))).toEqual({ done: 0, failed: 0 });
    expect(await next.runDueJobs(at('2026-04-01T00:01:01Z'))).toEqual({ done: 1, failed: 0 });
    expect(runs).toEqual(['x#2']);
  });
});

describe('jobs written with the change that causes them (transactional outbox)', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await openTestDatabase('empty');
    database = testDb.database;
  });
  afterAll(async () => testDb.dispose());
  const kindOf = async (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

  it('enqueue(tx, …) keeps the job only when the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'outbox', { key: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await database.db.transaction((tx) => enqueue(tx, 'outbox', { key: 'committed' }));
    expect(committed.created).toBe(true);
    expect((await kindOf('outbox')).map((j) => j.key)).toEqual(['committed']);
    // The same key again, in another transaction: still one job.
    expect(await database.db.transaction((tx) => enqueue(tx, 'outbox', { key: 'committed' }))).toEqual({
      id: committed.id,
      created: false,
    });
  });

  it('runNow runs the given jobs that are due, once; the others wait for a poll', async () => {
    const q = createJobQueue(database.db, silent);
    const runs: string[] = [];
    q.register('now', async (_p, ctx) => void runs.push(ctx.job.key));
    const now = at('2026-06-01T12:00:00Z');
    const due = await q.enqueue('now', { key: 'due', runAt: now });
    const later = await q.enqueue('now', { key: 'later', runAt: at('2026-06-01T13:00:00Z') });
    const other = await q.enqueue('now', { key: 'not-asked', runAt: now });
    expect(await q.runNow([due.id, later.id], now)).toEqual({ done: 1, failed: 0 });
    expect(await q.runNow([due.id], now)).toEqual({ done: 0, failed: 0 });
    expect(runs).toEqual(['due']);
    expect((await kindOf('now')).find((j) => j.id === other.id)?.status).toBe('queued');
  });

  it('runSoon runs the jobs after the current turn, and idle and stop wait until they are done', async () => {
    const q = createJobQueue(database.db, silent);
    const runs: string[] = [];
    q.register('soon', async (_p, ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      runs.push(ctx.job.key);
    });
    const a = await q.enqueue('soon', { key: 'a', runAt: new Date() });
    q.runSoon([a.id]);
    expect(runs).toEqual([]);
    await q.idle();
    expect(runs).toEqual(['a']);
    const b = await q.enqueue('soon', { key: 'b', runAt: new Date() });
    q.runSoon([b.id]);
    await new Promise((resolve) => setImmediate(resolve));
    await q.stop();
    expect(runs).toEqual(['a', 'b']);
  });

  it('a kind with a short lease is run again after its own lease, beside kinds with long ones', async () => {
    const dying = createJobQueue(database.db, silent, { nodeId: 'dying-short' });
    dying.register('long-kind', async () => undefined, { leaseMs: 10 * 60_000 });
    dying.register('short-kind', () => new Promise<void>(() => undefined), { leaseMs: 30_000 });
    await dying.enqueue('short-kind', { key: 's', runAt: at('2026-07-01T00:00:00Z') });
    void dying.runDueJobs(at('2026-07-01T00:00:00Z'));
    await expect.poll(async () => (await kindOf('short-kind'))[0]?.status).toBe('running');

    const next = createJobQueue(database.db, silent, { nodeId: 'next-short' });
    const runs: number[] = [];
    next.register('long-kind', async () => undefined, { leaseMs: 10 * 60_000 });
    next.register('short-kind', async (_p, ctx) => void runs.push(ctx.job.attempts), { leaseMs: 30_000 });
    expect(await next.runDueJobs(at('2026-07-01T00:00:20Z'))).toEqual({ done: 0, failed: 0 });
    expect(await next.runDueJobs(at('2026-07-01T00:00:31Z'))).toEqual({ done: 1, failed: 0 });
    expect(runs).toEqual([2]);
  });
});

describe('durable job queue across a restart (PGlite on disk)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a job enqueued before a restart runs after it', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await createJobQueue(first.db, silent).enqueue('survive', {
      key: 'one',
      payload: { v: 42 },
      runAt: at('2026-05-01T00:00:00Z'),
    });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const q = createJobQueue(second.db, silent);
    const seen: unknown[] = [];
    q.register('survive', async (p) => void seen.push(p));
    expect(await q.runDueJobs(at('2026-05-01T00:00:01Z'))).toEqual({ done: 1, failed: 0 });
    expect(seen).toEqual([{ v: 42 }]);
    await second.close();
  }, 60_000);
});
