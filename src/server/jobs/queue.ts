/**
 * A small durable job queue on the project's own database (PGlite or PostgreSQL).
 *
 * - A job is a row of `jobs` with a unique `(kind, key)`: enqueuing the same work twice (two nodes, two ticks,
 *   a restart) keeps ONE job, and a job that is done stays done, so the work runs once.
 * - A node claims a due job with `FOR UPDATE SKIP LOCKED` and holds a lease (`locked_until`); two nodes never claim
 *   the same job. A node that dies mid-run leaves the job 'running' with an old lease: another node (or the same one
 *   after its restart) claims it again when the lease has ended. Handlers must therefore be safe to run again
 *   (write their result under a unique constraint, as settlements do).
 * - A failing handler is retried with a growing delay, up to `maxAttempts`, then the job is 'failed' (last_error kept).
 * - `enqueue(tx, …)` writes a job in the transaction of the change that causes it (transactional outbox): the job
 *   exists exactly when the change committed. The node that committed runs it at once (`runNow`); if that node dies
 *   first, the next poll of any node does.
 * - Each kind has its own lease (`register(kind, handler, { leaseMs })`), a little longer than its longest run.
 * - A kind that waits on a third party (a push service) is registered `afterAnswer`: `runNow` leaves its jobs to run
 *   once the request's answer has gone out, so no request waits on it.
 * - Schedulers (`schedule(name, fn)`) run on every tick before the due jobs: they enqueue recurring work under
 *   period keys (e.g. `restaurantId:2026-11-23`), which is how "once per period across nodes" is reached.
 *
 * Why not a library: pg-boss 12 needs Node >= 22.12 (this project supports Node 20) and keeps its own schema outside the
 * Drizzle migrations; graphile-worker needs a pg Pool (LISTEN/NOTIFY), which the embedded PGlite cannot give.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Tx } from '../db/crud';
import { jobs } from '../db/schema';

export interface JobInfo {
  id: string;
  kind: string;
  key: string;
  /** This run's number (1 on the first run); the job fails for good after the run numbered `maxAttempts`. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

interface JobContext {
  job: JobInfo;
  /** The time this run treats as now (tests pass it to runDueJobs). */
  now: Date;
  log: FastifyBaseLogger;
}

export type JobHandler<P = Record<string, unknown>> = (payload: P, ctx: JobContext) => Promise<void>;
export type Scheduler = (now: Date, queue: JobQueue) => Promise<void>;

export interface EnqueueOptions<P> {
  /** Unique per kind: the same key is one job, however often it is enqueued. */
  key: string;
  payload?: P;
  /** When the job becomes due (default now). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface RunResult {
  /** Jobs whose handler finished. */
  done: number;
  /** Jobs whose handler threw (retried later or failed for good). */
  failed: number;
}

export interface JobQueue {
  readonly nodeId: string;
  /** One handler per kind; only kinds registered on a node are claimed by it. */
  register<P = Record<string, unknown>>(
    kind: string,
    handler: JobHandler<P>,
    opts?: { leaseMs?: number; afterAnswer?: boolean },
  ): void;
  /** Runs on every tick (before the due jobs); enqueue recurring work here under period keys. */
  schedule(name: string, fn: Scheduler): void;
  /** Adds the job unless a job of this kind with this key exists. `created` says which. See also `enqueue(tx, …)`. */
  enqueue<P extends Record<string, unknown>>(
    kind: string,
    opts: EnqueueOptions<P>,
  ): Promise<{ id: string; created: boolean }>;
  /** Runs the schedulers, then every job due at `now`, one by one; answers when none is left. Deterministic in tests. */
  runDueJobs(now?: Date, opts?: { limit?: number }): Promise<RunResult>;
  /**
   * Runs these jobs now, those that are due and not held by a live run (the node that committed them runs them right
   * away), claimed together and run side by side; any other node's poll runs what is left, e.g. when this node dies
   * first.
   */
  runNow(ids: string[], now?: Date): Promise<RunResult>;
  /** `runNow` once this turn of the event loop has ended (an answer goes out first); failures are logged. */
  runSoon(ids: string[]): void;
  /** Resolves when none of the node's runs (`runNow`, `runSoon`, a poll) is under way. */
  idle(): Promise<void>;
  /** Polls every `intervalMs` (default 15 s) in the background, and wakes when a delayed job is due before that. */
  start(opts?: { intervalMs?: number }): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

/**
 * Deletes the jobs that finished (done or failed for good) before `before`, and answers how many. Their keys are
 * periods and records that never come due again (a day long past, an order's accept), so nothing runs twice.
 */
export async function purgeFinishedJobs(db: Tx, before: Date): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lte(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return gone.length;
}

function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Adds a job unless a job of this kind with this key exists (`created` says which). Given a transaction, the job is
 * written with the change that causes it and exists exactly when the change committed (transactional outbox).
 */
export async function enqueue<P extends Record<string, unknown>>(
  db: Tx,
  kind: string,
  o: EnqueueOptions<P>,
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      key: o.key,
      payload: o.payload ?? {},
      runAt: o.runAt ?? new Date(),
      maxAttempts: o.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, o.key)));
  return { id: existing!.id, created: false };
}

export type JobToEnqueue = { kind: string } & EnqueueOptions<Record<string, unknown>>;

/**
 * The insert of several jobs as `enqueue` adds them (one whose kind and key exist already is left out), not yet sent:
 * for a statement that writes them with other rows (a CTE).
 */
export const insertJobs = (db: Tx, list: JobToEnqueue[]) =>
  db
    .insert(jobs)
    .values(
      list.map((o) => ({
        kind: o.kind,
        key: o.key,
        payload: o.payload ?? {},
        runAt: o.runAt ?? new Date(),
        maxAttempts: o.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] });

/** Several jobs in one statement, each as `enqueue` adds it; answers their ids in the order given. */
export async function enqueueAll(db: Tx, list: JobToEnqueue[]): Promise<string[]> {
  if (!list.length) return [];
  const rows = await insertJobs(db, list).returning({ id: jobs.id, kind: jobs.kind, key: jobs.key });
  const idOf = new Map(rows.map((r) => [`${r.kind} ${r.key}`, r.id]));
  const known = (o: { kind: string; key: string }) => idOf.has(`${o.kind} ${o.key}`);
  for (const o of list.filter((job) => !known(job))) idOf.set(`${o.kind} ${o.key}`, (await enqueue(db, o.kind, o)).id);
  return list.map((o) => idOf.get(`${o.kind} ${o.key}`)!);
}

export function createJobQueue(db: Db, log: FastifyBaseLogger, opts: { nodeId?: string } = {}): JobQueue {
  const nodeId = opts.nodeId ?? `node-${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, { handler: JobHandler<never>; leaseMs: number; afterAnswer: boolean }>();
  const schedulers = new Map<string, Scheduler>();
  let timer: NodeJS.Timeout | undefined;
  let wake: NodeJS.Timeout | undefined;
  /** Runs of `runNow` and `runSoon` under way: `idle` and `stop` wait for them. */
  const runs = new Set<Promise<unknown>>();
  const underWay = <T>(run: Promise<T>): Promise<T> => {
    runs.add(run);
    const forget = () => runs.delete(run);
    run.then(forget, forget);
    return run;
  };
  let inFlight: Promise<unknown> | undefined;
  let stopped = false;

  /**
   * Claims due jobs (of the given ids, when given; of the kinds `which` picks, every kind unless given), at most
   * `limit`, each for the lease of its kind.
   */
  async function claim(now: Date, limit: number, ids?: string[], which?: (afterAnswer: boolean) => boolean) {
    const kinds = [...handlers].filter(([, h]) => !which || which(h.afterAnswer)).map(([kind]) => kind);
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          ids ? inArray(jobs.id, ids) : undefined,
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const leaseEnd = (kind: string) => new Date(now.getTime() + handlers.get(kind)!.leaseMs).toISOString();
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: nodeId,
        lockedUntil: sql`(case ${jobs.kind} ${sql.join(
          kinds.map((k) => sql`when ${k} then ${leaseEnd(k)}`),
          sql` `,
        )} end)::timestamptz`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  type Claimed = typeof jobs.$inferSelect;
  /** Only this run's claim is finished: a job taken over after its lease ended is left to the run that took it. */
  const stillOurs = (list: Claimed[]) =>
    and(eq(jobs.lockedBy, nodeId), or(...list.map((j) => and(eq(jobs.id, j.id), eq(jobs.attempts, j.attempts)))));

  /** Runs claimed jobs side by side (each within its own lease), then marks those that finished done in one go. */
  async function runClaimed(claimed: Claimed[], now: Date): Promise<RunResult> {
    const errors = await Promise.all(
      claimed.map(async (job) => {
        const info: JobInfo = {
          id: job.id,
          kind: job.kind,
          key: job.key,
          attempts: job.attempts,
          maxAttempts: job.maxAttempts,
          runAt: job.runAt,
        };
        try {
          await (handlers.get(job.kind)!.handler as JobHandler)(job.payload, { job: info, now, log });
          return null;
        } catch (err) {
          const final = job.attempts >= job.maxAttempts;
          log.warn({ err, job: info }, final ? 'job failed for good' : 'job failed, will retry');
          return err instanceof Error ? err.message : String(err);
        }
      }),
    );
    const done = claimed.filter((_, i) => errors[i] === null);
    if (done.length)
      await db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, finishedAt: new Date(), lastError: null })
        .where(stillOurs(done));
    for (const [i, job] of claimed.entries()) {
      const message = errors[i];
      if (message === null) continue;
      await db
        .update(jobs)
        .set(
          job.attempts >= job.maxAttempts
            ? { status: 'failed', lockedUntil: null, finishedAt: new Date(), lastError: message }
            : {
                status: 'queued',
                lockedUntil: null,
                runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
                lastError: message,
              },
        )
        .where(stillOurs([job]));
    }
    return { done: done.length, failed: claimed.length - done.length };
  }

  /** Runs the jobs (only those of `afterAnswer` kinds with `onlyAfterAnswer`) once this turn of the event loop ends. */
  function afterTheAnswer(ids: string[], onlyAfterAnswer: boolean) {
    if (!ids.length) return;
    const run = async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (stopped) return;
      const now = new Date();
      return runClaimed(await claim(now, ids.length, ids, onlyAfterAnswer ? (after) => after : undefined), now);
    };
    void underWay(run()).catch((err) => log.warn({ err }, 'jobs run after the answer failed; a poll retries them'));
  }

  const queue: JobQueue = {
    nodeId,
    register(kind, handler, o) {
      handlers.set(kind, {
        handler: handler as JobHandler<never>,
        leaseMs: o?.leaseMs ?? DEFAULT_LEASE_MS,
        afterAnswer: o?.afterAnswer ?? false,
      });
    },
    schedule(name, fn) {
      schedulers.set(name, fn);
    },
    enqueue: (kind, o) => enqueue(db, kind, o),
    async runDueJobs(now = new Date(), o) {
      const result: RunResult = { done: 0, failed: 0 };
      for (const [name, fn] of schedulers) {
        try {
          await fn(now, queue);
        } catch (err) {
          log.warn({ err, scheduler: name }, 'job scheduler failed');
        }
      }
      const limit = o?.limit ?? 500;
      for (let i = 0; i < limit && !stopped; i++) {
        // The event loop's other work (requests, sockets) goes first between two jobs: a backlog (a restart after an
        // outage) is worked through without stalling them. On PGlite a query answers without leaving the JavaScript
        // turn, so without this a backlog ran as one long turn.
        if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
        const claimed = await claim(now, 1);
        if (!claimed.length) break;
        const r = await runClaimed(claimed, now);
        result.done += r.done;
        result.failed += r.failed;
      }
      return result;
    },
    runNow(ids, now = new Date()) {
      if (!ids.length || stopped) return Promise.resolve({ done: 0, failed: 0 });
      if ([...handlers.values()].some((h) => h.afterAnswer)) afterTheAnswer(ids, true);
      return underWay((async () => runClaimed(await claim(now, ids.length, ids, (after) => !after), now))());
    },
    runSoon(ids) {
      afterTheAnswer(ids, false);
    },
    async idle() {
      while (inFlight || runs.size) await Promise.allSettled([inFlight, ...runs]);
    },
    start(o) {
      if (timer) return;
      stopped = false;
      const intervalMs = o?.intervalMs ?? 15_000;
      let again = false;
      const tick = () => {
        if (stopped) return;
        if (inFlight) {
          again = true; // a wake-up during a run: look again after it
          return;
        }
        inFlight = queue
          .runDueJobs(new Date())
          .then(() => wakeForNextJob(intervalMs))
          .catch((err) => log.warn({ err }, 'job tick failed'))
          .finally(() => {
            inFlight = undefined;
            if (again) {
              again = false;
              tick();
            }
          });
      };
      /** A delayed job (a watchdog, a reminder) due before the next poll runs when it is due, not up to a poll later. */
      const wakeForNextJob = async (within: number) => {
        const now = new Date();
        const [next] = await db
          .select({ at: sql<Date | null>`min(${jobs.runAt})`.mapWith(jobs.runAt) })
          .from(jobs)
          .where(and(eq(jobs.status, 'queued'), gt(jobs.runAt, now), inArray(jobs.kind, [...handlers.keys()])));
        const wait = next?.at ? next.at.getTime() - now.getTime() : Infinity;
        if (wait >= within || stopped) return;
        clearTimeout(wake);
        wake = setTimeout(tick, wait);
        wake.unref();
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      setTimeout(tick, 1_000).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      clearTimeout(wake);
      timer = undefined;
      await queue.idle();
    },
  };
  return queue;
}
