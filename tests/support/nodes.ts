/**
 * Several server nodes for the scale-out tests (docs/operating.md, Scaling out): app instances on one database, joined through one Redis
 * (REDIS_URL; CI sets it). On PostgreSQL each node has its own connection pool; PGlite can only be shared within one
 * process, so there the nodes use the same PGlite database.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import type { Deps } from '../../src/server/deps';
import { openDatabase, type Database } from '../../src/server/db/client';
import { noPush } from '../../src/server/integrations/push';
import { noSms } from '../../src/server/integrations/sms';
import { openTestDatabase } from './db/test-database';
import { caller, type Call } from './http';
import { testMigrator } from './migration';
import { testOnlinePos } from './online-pos';
import { testConfig } from './test-app';

export const redisUrl = process.env.REDIS_URL;
export const SKIP_REASON =
  'skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run the several-nodes tests; CI sets it';

/** A prefix of Redis names of its own, so parallel runs sharing the Redis server neither hear nor count each other. */
export const newRedisPrefix = () => `bo-test-${process.pid}-${randomBytes(4).toString('hex')}`;

export interface Node {
  app: FastifyInstance;
  /** The node's services (its events, to stop a send as a dying node would). */
  deps: Deps;
  call: Call;
  /** Closes this node before the others (the cluster closes the rest). */
  close(): Promise<void>;
}

export interface Cluster {
  /** Starts another node on the cluster's database with the cluster's Redis prefix (`config` may change it). */
  node(config?: Partial<AppConfig>): Promise<Node>;
  close(): Promise<void>;
}

/**
 * One demo database for the nodes to share; `config` applies to every node (e.g. sign-in limits; `redisUrl: undefined`
 * for nodes joined by nothing but the database).
 */
export async function cluster(prefix: string, config: Partial<AppConfig> = {}): Promise<Cluster> {
  const testDb = await openTestDatabase('demo');
  const pools: Database[] = [];
  const nodes: Node[] = [];
  const databaseOfNode = async () => {
    if (!testDb.databaseUrl || nodes.length === 0) return testDb.database;
    const pool = await openDatabase({ databaseUrl: testDb.databaseUrl });
    pools.push(pool);
    return pool;
  };
  return {
    async node(more = {}) {
      const { app, deps } = await buildApp(testConfig({ redisUrl, redisPrefix: prefix, ...config, ...more }), {
        database: await databaseOfNode(),
        mailer: { kind: 'outbox', async send() {} },
        push: noPush,
        sms: noSms,
        onlinePos: testOnlinePos(),
        migration: testMigrator(),
        logger: false,
      });
      await app.ready();
      const node: Node = {
        app,
        deps,
        call: caller(app),
        async close() {
          nodes.splice(nodes.indexOf(node), 1);
          await app.close();
        },
      };
      nodes.push(node);
      return node;
    },
    async close() {
      for (const n of [...nodes]) await n.close();
      for (const p of pools) await p.close();
      await testDb.dispose();
      if (!redisUrl) return;
      const redis = createClient({ url: redisUrl });
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(keys);
      await redis.quit();
    },
  };
}
