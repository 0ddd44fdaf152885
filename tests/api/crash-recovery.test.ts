/**
 * A real server process killed (SIGKILL) at the worst moments, then started again on the same data:
 * - a placement killed before its commit: the retry with the same Idempotency-Key places the order, once;
 * - an accept killed right after its commit: the retry replays 200 (never 409 "still being processed"), the order was
 *   accepted once, and its kitchen ticket, which the dead process never queued, prints after the restart, once; its
 *   event, which the dead process never sent, reaches a kitchen socket of another node within a second (PostgreSQL)
 *   and is among the events a reconnecting screen asks for after the restart;
 * - a batch of two accepts killed after the first one's commit: the retried batch replays the first and applies the
 *   second, each order accepted once;
 * - a news item added, edited and deleted, each killed right after its commit: each retry replays the answer, there is
 *   one news item and one system-log line per change (the answer of every keyed request commits with its change).
 * On the embedded database (PGlite, in a temporary DATA_DIR) and on PostgreSQL (with DATABASE_URL).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../src/contract/orders/constants';
import { openDatabase, type Database } from '../../src/server/db/client';
import {
  jobs,
  menuItems,
  news,
  orderEvents,
  orders,
  printQueue,
  restaurants,
  systemLogs,
} from '../../src/server/db/schema';
import { IDEMPOTENCY_MESSAGES } from '../../src/server/http/idempotency';
import { ORDER_TICKET_JOB } from '../../src/server/modules/printing/order-hooks';
import { openTestDatabase, type TestDatabase } from '../support/db/test-database';
import { freePort, startServerProcess, type ServerProcess, type ServerProcessOptions } from '../support/server-process';
import { connect } from '../support/sockets';

const template = inject('testDatabase');
/** Short, so the PostgreSQL run (where a dead holder is only known by its lease) does not wait long. */
const LEASE_MS = 2000;
const GUEST = { name: 'Crash Test Guest', mobilenumber: '+45 40404040' };
const PLACE_KEY = 'crash-place-1';
const ACCEPT_KEY = 'crash-accept-1';
const NEWS_KEY = 'crash-news-1';
const NEWS_ITEM = {
  name: 'Crash test news',
  description: 'Added once',
  image: '/uploads/sample.png',
  galleryimages: [],
};

let dataDir: string;
let testDb: TestDatabase | undefined;
let server: ServerProcess | undefined;
const ids = { restaurant: '', coffee: '', order: '' };
let kitchenToken = '';
let adminToken = '';

/** The database as the test reads it: PostgreSQL at any time, the embedded one only while no server has it open. */
async function withDatabase<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  if (testDb) return work(testDb.database.db);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function start(crashAt?: ServerProcessOptions['crashAt']) {
  server = await startServerProcess({
    dataDir,
    databaseUrl: testDb?.databaseUrl,
    crashAt,
    env: { IDEMPOTENCY_LEASE_MS: String(LEASE_MS) },
  });
  return server;
}

async function call(method: string, route: string, opts: { body?: unknown; token?: string; key?: string } = {}) {
  const res = await fetch(`${server!.url}/api${route}`, {
    method,
    headers: {
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

/** A request the server dies during: no answer ever comes, and the process ends by SIGKILL. */
async function diesDuring(request: Promise<unknown>) {
  await expect(request).rejects.toThrow();
  expect(await server!.exited).toBe('SIGKILL');
}

/** What an offline queue does: retries while told "still being processed", after the Retry-After it is given. */
async function retryWhileInProgress(send: () => ReturnType<typeof call>) {
  for (let tries = 0; ; tries++) {
    const res = await send();
    if (res.status !== 409 || res.json.Message !== IDEMPOTENCY_MESSAGES.inProgress || tries > 10) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

const signIn = async (audience: 'admin' | 'restaurant', email: string, password: string) => {
  const res = await call('POST', `/${audience}/authenticate`, { body: { email, password } });
  expect(res.status).toBe(200);
  return res.json.token as string;
};

const placement = () => ({
  restaurant: ids.restaurant,
  lines: [{ menu: ids.coffee, qty: 1 }],
  dineIn: false,
  paymentType: 'card',
  guest: GUEST,
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-crash-'));
  if (template.kind === 'postgres') testDb = await openTestDatabase('demo');
  else {
    const dump = new Blob([await readFile(template.dumpFiles.demo)]);
    await (await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: dump })).close();
  }
  await withDatabase(async (db) => {
    const [bistro] = await db.select().from(restaurants).where(eq(restaurants.name, 'Demo Bistro'));
    const [coffee] = await db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, bistro.id), eq(menuItems.name, 'Coffee')));
    Object.assign(ids, { restaurant: bistro.id, coffee: coffee.id });
  });
});

afterAll(async () => {
  await server?.stop();
  await testDb?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed at the worst moments, then started again', () => {
  it('a placement killed before its commit is placed by the retry with the same key, once', async () => {
    await start('order-place:before-commit');
    await diesDuring(call('POST', '/mobile/order/place', { body: placement(), key: PLACE_KEY }));

    await start('order-action:after-commit');
    const retry = await retryWhileInProgress(() =>
      call('POST', '/mobile/order/place', { body: placement(), key: PLACE_KEY }),
    );
    expect(retry.status, JSON.stringify(retry.json)).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    ids.order = retry.json.data._id;
  }, 240_000);

  it('an accept killed right after its commit is replayed by the retry, and its ticket prints once after the restart', async () => {
    kitchenToken = await signIn('restaurant', 'bistro@example.com', 'demo-kitchen-pass');
    const accept = () =>
      call('PUT', '/orders/restaurant/acceptorder', { body: { id: ids.order }, token: kitchenToken, key: ACCEPT_KEY });
    const seqBefore = (
      await call('GET', `/orders/restaurant/open?restaurant=${ids.restaurant}`, { token: kitchenToken })
    ).json.seq as number;
    // On PostgreSQL a second node runs beside it, with a kitchen socket: the dead node never sent its event.
    const other = testDb
      ? await startServerProcess({ dataDir, databaseUrl: testDb.databaseUrl, port: await freePort() })
      : undefined;
    const screen = other && (await connect(other.url, kitchenToken));
    try {
      await diesDuring(accept());
      const diedAt = performance.now();
      if (screen) {
        const heard = await screen.next('order.updated', (o) => o._id === ids.order, 3000);
        expect(heard.status).toBe('confirmed');
        expect(performance.now() - diedAt).toBeLessThan(1000);
      }
    } finally {
      screen?.close();
      await other?.stop();
    }

    await start();
    // A screen that reconnects asks what it missed: the accept's event, committed by the dead process.
    const missed = (
      await call('GET', `/orders/restaurant/events?restaurant=${ids.restaurant}&since=${seqBefore}`, {
        token: kitchenToken,
      })
    ).json;
    expect(
      missed.data.map((e: { kind: string; data: { _id: string; status: string } }) => [e.kind, e.data.status]),
    ).toEqual([['order.updated', 'confirmed']]);
    const retry = await accept();
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json.Message).toBe(M.accepted);
    expect(retry.json.data.status).toBe('confirmed');

    // The job queue of the restarted process prints the ticket the dead one never queued.
    const admin = await signIn('admin', 'admin@example.com', 'demo-admin-pass');
    const ticketsInQueue = async () =>
      ((await call('GET', '/print/queue/fetch', { token: admin })).json.data as { order: { _id: string } }[]).filter(
        (item) => item.order._id === ids.order,
      ).length;
    await expect.poll(ticketsInQueue, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(1);

    // Retries of both requests replay what was committed.
    const placedAgain = await call('POST', '/mobile/order/place', { body: placement(), key: PLACE_KEY });
    expect([placedAgain.status, placedAgain.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(placedAgain.json.data._id).toBe(ids.order);
    expect((await accept()).headers.get('idempotent-replayed')).toBe('true');
    await server!.stop();

    await withDatabase(async (db) => {
      const placed = await db.select().from(orders).where(eq(orders.guestName, GUEST.name));
      expect(placed.map((o) => [o.id, o.status])).toEqual([[ids.order, 'confirmed']]);
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, ids.order));
      expect(events.map((e) => e.action).sort()).toEqual(['accept', 'placed']);
      const tickets = await db.select().from(printQueue).where(eq(printQueue.orderId, ids.order));
      const ticketJobs = await db.select().from(jobs).where(eq(jobs.kind, ORDER_TICKET_JOB));
      const ours = ticketJobs.filter((j) => j.key.startsWith(`${ids.order}:`));
      // One ticket per printer the order is routed to, each the one of its job.
      expect(tickets.length).toBeGreaterThanOrEqual(1);
      expect(new Set(tickets.map((p) => p.printerId)).size).toBe(tickets.length);
      expect(ours.map((j) => [j.id, j.status]).sort()).toEqual(tickets.map((p) => [p.id, 'done']).sort());
    });
  }, 240_000);

  it('a news item added, killed right after its commit, is replayed by the retry and saved once', async () => {
    await start();
    const admin = await signIn('admin', 'admin@example.com', 'demo-admin-pass');
    await server!.stop();
    await start('request:after-commit');
    const add = () => call('POST', '/news/add', { body: NEWS_ITEM, token: admin, key: NEWS_KEY });
    await diesDuring(add());

    await start();
    const retry = await retryWhileInProgress(add);
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json.Message).toBe('Successfully created news!');
    await server!.stop();
    await withDatabase(async (db) => {
      expect(await db.select({ id: news.id }).from(news).where(eq(news.name, NEWS_ITEM.name))).toHaveLength(1);
    });
    adminToken = admin;
  }, 240_000);

  it('a news item edited, then deleted, each killed right after its commit: the retries replay, one log line each', async () => {
    const [{ id }] = await withDatabase((db) =>
      db.select({ id: news.id }).from(news).where(eq(news.name, NEWS_ITEM.name)),
    );
    const edited = { ...NEWS_ITEM, id, name: 'Crash test news, edited', translation: {} };
    const edit = () => call('PUT', '/news/edit', { body: edited, token: adminToken, key: `${NEWS_KEY}-edit` });
    const remove = () => call('DELETE', '/news/delete', { body: { id }, token: adminToken, key: `${NEWS_KEY}-delete` });
    for (const request of [edit, remove]) {
      await start('request:after-commit');
      await diesDuring(request());
      await start();
      const retry = await retryWhileInProgress(request);
      expect(retry.status, JSON.stringify(retry.json)).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      await server!.stop();
    }
    await withDatabase(async (db) => {
      expect(await db.select().from(news).where(eq(news.id, id))).toEqual([]);
      const lines = await db
        .select({ path: sql<string>`${systemLogs.others}->>'path'` })
        .from(systemLogs)
        .where(sql`${systemLogs.others}->>'path' in ('/api/news/edit', '/api/news/delete')`);
      expect(lines.map((l) => l.path).sort()).toEqual(['/api/news/delete', '/api/news/edit']);
    });
  }, 240_000);

  it('a batch of two accepts killed after the first commit: the retried batch replays the first and applies the second', async () => {
    await start();
    const kitchen = await signIn('restaurant', 'bistro@example.com', 'demo-kitchen-pass');
    const placed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/mobile/order/place', { body: placement() });
      expect(res.status).toBe(201);
      placed.push(res.json.data._id as string);
    }
    await server!.stop();
    const batch = () =>
      call('POST', '/orders/restaurant/actions', {
        token: kitchen,
        body: { actions: placed.map((id, i) => ({ key: `crash-batch-${i}`, action: 'accept', body: { id } })) },
      });
    await start('order-action:after-commit');
    await diesDuring(batch());

    await start();
    const retry = await retryWhileInProgress(batch);
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    const results = retry.json.results as { status: number; replayed: boolean }[];
    expect(results.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [200, false],
    ]);
    await server!.stop();
    await withDatabase(async (db) => {
      for (const id of placed) {
        const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
        expect(events.map((e) => e.action).sort()).toEqual(['accept', 'placed']);
      }
    });
  }, 240_000);
});
