/**
 * The platform bench's deployment: a fresh PostgreSQL database, a Redis prefix of its own, two server nodes
 * (`startServer`) and HAProxy running deploy/haproxy.cfg in front of them; and the restaurants, arranged straight in
 * the database as the server tests arrange theirs (a copy of Demo Bistro's settings and menu each, one staff user and
 * one session each, as a sign-in leaves them; argon2 sign-ins of 500 users would only time the password hash).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import type { MenuItem } from '../../src/contract/menu/schemas';
import { openDatabase } from '../../src/server/db/client';
import { restaurants, sessions, users } from '../../src/server/db/schema';
import { hashToken, newToken } from '../../src/server/http/session';
import { hashPassword } from '../../src/server/passwords';
import { seedMenu } from '../../src/server/seed/kitchen';
import { BISTRO_MENU } from '../../src/server/seed/menus';
import type { Staff } from './api';
import { benchDatabaseOn } from './reports';
import { freePort, startServer, type BenchServer } from './server';
import { sleep } from './stats';

/** Tables per restaurant: the order bodies choose tables 1–12, and seedMenu takes the last one out of use. */
const TABLES = 13;

export const HAPROXY_CFG = path.resolve('deploy/haproxy.cfg');

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  drop(): Promise<void>;
}

/** PostgreSQL, Redis and haproxy, or why not (the bench then stops). */
export async function services(log: (line: string) => void): Promise<Services | string> {
  const pgUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (spawnSync('haproxy', ['-v']).error) return 'haproxy is not on PATH (Debian: apt-get install -y haproxy)';
  const redis = createClient({ url: redisUrl });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis at ${redisUrl} does not answer (${(err as Error).message}); set REDIS_URL`;
  } finally {
    await redis.quit().catch(() => undefined);
  }
  const name = `bench_platform_${process.pid}_${randomBytes(3).toString('hex')}`;
  let db: Awaited<ReturnType<typeof benchDatabaseOn>>;
  try {
    db = await benchDatabaseOn(pgUrl, name);
  } catch (err) {
    return `PostgreSQL at ${pgUrl} refused a new database (${(err as Error).message}); set BENCH_DATABASE_URL`;
  }
  const redisPrefix = `bench-platform-${name}`;
  log(`PostgreSQL: fresh database ${name}; Redis ${redisUrl}, prefix ${redisPrefix}`);
  // The adapter's stream has no expiry: the run's Redis keys go with its database.
  const dropRedisKeys = async () => {
    const c = createClient({ url: redisUrl });
    await c.connect();
    try {
      const keys: string[] = [];
      for await (const batch of c.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) keys.push(...[batch].flat());
      if (keys.length) await c.del(keys);
    } finally {
      await c.quit();
    }
  };
  return {
    databaseUrl: db.url,
    redisUrl,
    redisPrefix,
    drop: async () => {
      await db.drop();
      await dropRedisKeys();
    },
  };
}

export interface Kitchen {
  staff: Staff;
  menu: MenuItem[];
}

/** `count` restaurants like Demo Bistro (its settings, its menu) with one signed-in staff user each, and `admins` signed-in platform admins. */
export async function arrangeRestaurants(databaseUrl: string, count: number, admins: number) {
  const database = await openDatabase({ databaseUrl });
  try {
    const { db } = database;
    const [bistro] = await db.select().from(restaurants).where(eq(restaurants.name, 'Demo Bistro'));
    const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = bistro;
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const expiresAt = new Date(Date.now() + 86_400_000);
    const signIn = async (tx: Pick<typeof db, 'insert'>, userIds: string[]) => {
      const tokens = userIds.map(() => newToken());
      await tx
        .insert(sessions)
        .values(tokens.map((t, i) => ({ tokenHash: hashToken(t), userId: userIds[i], expiresAt, userAgent: 'bench' })));
      return tokens;
    };
    const kitchens: Kitchen[] = [];
    const BATCH = 50;
    for (let from = 0; from < count; from += BATCH) {
      const n = Math.min(BATCH, count - from);
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(restaurants)
          .values(Array.from({ length: n }, (_, i) => ({ ...settings, name: `Bench Kitchen ${from + i + 1}` })))
          .returning({ id: restaurants.id });
        const staff = await tx
          .insert(users)
          .values(
            rows.map((r, i) => ({
              email: `kitchen-${from + i + 1}@bench.example.org`,
              name: `Bench Kitchen ${from + i + 1}`,
              type: 'RestaurantAdmin' as const,
              restaurantId: r.id,
              passwordHash,
            })),
          )
          .returning({ id: users.id, restaurantId: users.restaurantId });
        const tokens = await signIn(
          tx,
          staff.map((s) => s.id),
        );
        for (const [i, r] of rows.entries()) {
          const { items } = await seedMenu(tx, r.id, BISTRO_MENU, TABLES);
          // What orderBodies reads of a product, as GET /menu/web/fetch answers it.
          const menu = items.map((it) => ({ ...it, _id: it.id, isAvailable: true }) as unknown as MenuItem);
          kitchens.push({ staff: { token: tokens[i], restaurantId: r.id }, menu });
        }
      });
    }
    const adminRows = await db
      .insert(users)
      .values(
        Array.from({ length: admins }, (_, i) => ({
          email: `admin-${i + 1}@bench.example.org`,
          name: `Bench Admin ${i + 1}`,
          type: 'Admin' as const,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const adminTokens = await signIn(
      db,
      adminRows.map((a) => a.id),
    );
    return { kitchens, adminTokens };
  } finally {
    await database.close();
  }
}

export interface Cluster {
  nodes: BenchServer[];
  /** HAProxy's address: every client talks to it. */
  url: string;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, proxy: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proxy.exitCode !== null) throw new Error(`haproxy exited (code ${proxy.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`haproxy did not answer on ${url}:\n${output()}`);
}

/** Two nodes on the database and Redis of `s`, one after the other (the first migrates and loads the demo data), and HAProxy. */
export async function startCluster(s: Services, log: (line: string) => void): Promise<Cluster> {
  const nodes: BenchServer[] = [];
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    proxy?.kill('SIGTERM');
    await Promise.all(nodes.map((n) => n.stop()));
  };
  try {
    const env = { DATABASE_URL: s.databaseUrl, REDIS_URL: s.redisUrl, REDIS_PREFIX: s.redisPrefix };
    for (let i = 0; i < 2; i++) {
      const port = await freePort(4451 + i * 2, 4452 + i * 2);
      nodes.push(await startServer({ port, env }));
      log(`node ${i + 1} up on port ${port} in ${(nodes[i].startupMs / 1000).toFixed(1)} s`);
    }
    const port = await freePort(4450, 4450);
    const url = `http://127.0.0.1:${port}`;
    const addr = (n: BenchServer) => `127.0.0.1:${n.port}`;
    proxy = spawn('haproxy', ['-db', '-f', HAPROXY_CFG], {
      env: { ...process.env, BIND: `127.0.0.1:${port}`, NODE1: addr(nodes[0]), NODE2: addr(nodes[1]) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (b: Buffer) => void (output = (output + b.toString()).slice(-4000));
    proxy.stdout!.on('data', keep);
    proxy.stderr!.on('data', keep);
    await waitHealthy(url, proxy, () => output);
    log(`haproxy (${path.relative(process.cwd(), HAPROXY_CFG)}) on ${url} → nodes ${nodes.map(addr).join(', ')}`);
    return { nodes, url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
