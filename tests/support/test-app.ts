/**
 * The API of one test file: a fresh database (copied from the migrated template), the demo data,
 * the whole app without listening, captured mails, and short helpers to sign in and call.
 */
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { configFromEnv, type AppConfig } from '../../src/server/config';
import { DEFAULT_PUSH_HOSTS } from '../../src/server/modules/staff-push/endpoint-policy';
import type { Db } from '../../src/server/db/client';
import type { Deps } from '../../src/server/deps';
import { restaurants, users } from '../../src/server/db/schema';
import type { Mailer, MailMessage } from '../../src/server/integrations/mail';
import type { OnlinePos } from '../../src/server/integrations/online-pos';
import { aiTaggerFromEnv, type AiTagger } from '../../src/server/integrations/ai-tags';
import type { Payments } from '../../src/server/integrations/payments';
import { manualPayouts, type Payouts } from '../../src/server/integrations/payouts';
import { noPush, type PushSender } from '../../src/server/integrations/push';
import { noSms, type SmsSender } from '../../src/server/integrations/sms';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins';
import { openTestDatabase } from './db/test-database';
import { testOnlinePos } from './online-pos';
import { testMigrator } from './migration';
import type { Migrator } from '../../src/server/integrations/migration';
import { apiCaller, caller, type ApiCall, type Call, type Json, type OkCall } from './http';

export type Audience = 'admin' | 'restaurant';

export interface TestAppOptions {
  /** Start with the demo data (default true), loaded once per run by `seedDemoIfEmpty` and copied. */
  seed?: boolean;
  /** Online POS DK as the app sees it (default: a test double that answers two products). */
  onlinePos?: OnlinePos;
  /** Push and SMS senders (default: none configured, whatever the environment says). */
  push?: PushSender;
  sms?: SmsSender;
  /** Restaurant migration target (default: a test double that accepts everything). */
  migration?: Migrator;
  /** Refunds (default: recorded as manual, as without a payment provider). */
  payments?: Payments;
  /** Settlement payouts and AI tag suggestions (default: none configured, whatever the environment says). */
  payouts?: Payouts;
  aiTags?: AiTagger;
  config?: Partial<AppConfig>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The services' dependencies as buildApp made them (e.g. to start a second node's job queue). */
  deps: Deps;
  /** The socket server and this node's event dispatcher. */
  realtime: Awaited<ReturnType<typeof buildApp>>['realtime'];
  /** Every mail the app sent, oldest first. */
  mails: MailMessage[];
  /** A call by method and path, for what the contract does not allow (malformed bodies, unknown paths, raw JSON). */
  call: Call;
  /** A call by contract entry, typed by it: `t.api(token, news.delete, { body: { id } })`; the answer read loosely (any status). */
  api: ApiCall;
  /** The same expecting success: `const { data } = await t.ok(token, news.add, { body })` answers the contract's typed body. */
  ok: OkCall;
  /** Signs in and answers the whole session answer (token, expiresAt, profile); throws unless 200. */
  signIn(email: string, password: string, audience?: Audience): Promise<Json>;
  /** A new session's token. Without `audience`, the user's type decides which sign-in endpoint is used. */
  login(email: string, password: string, audience?: Audience): Promise<string>;
  /** Tokens of the demo logins, signed in once per file. Tests that end a session use `login` instead. */
  asAdmin(): Promise<string>;
  asBistro(): Promise<string>;
  asWaiter(): Promise<string>;
  asHarbour(): Promise<string>;
  restaurantId(name: string): Promise<string>;
  /** The durable job queue; nothing polls in tests: `await t.jobs.runDueJobs(now)` runs what is due. */
  jobs: import('../../src/server/jobs/queue').JobQueue;
  close(): Promise<void>;
}

/** Generous sign-in limits, so only the tests about rate limits meet them. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({}),
    dataDir: path.join(os.tmpdir(), 'backoffice-test-data'),
    webDir: undefined,
    seed: 'none',
    logLevel: 'silent',
    // The local push service of the tests (tests/support/push-service.ts) listens on 127.0.0.1.
    staffPushHosts: [...DEFAULT_PUSH_HOSTS, '127.0.0.1'],
    ...overrides,
    loginRateLimit: { perIpPerMinute: 10_000, failuresPerUser: 1_000, ...overrides.loginRateLimit },
  };
}

function capturingMailer(mails: MailMessage[]): Mailer {
  return {
    kind: 'outbox',
    async send(m) {
      mails.push(m);
    },
  };
}

const demoLogin = (email: string) => {
  const login = DEMO_LOGINS.find((l) => l.email === email);
  if (!login) throw new Error(`no demo login ${email}`);
  return login;
};

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await openTestDatabase(opts.seed === false ? 'empty' : 'demo');
  const { db } = testDb.database;
  const mails: MailMessage[] = [];
  const { app, deps, realtime } = await buildApp(testConfig(opts.config), {
    database: testDb.database,
    mailer: capturingMailer(mails),
    onlinePos: opts.onlinePos ?? testOnlinePos(),
    push: opts.push ?? noPush,
    sms: opts.sms ?? noSms,
    migration: opts.migration ?? testMigrator(),
    payments: opts.payments,
    payouts: opts.payouts ?? manualPayouts,
    aiTags: opts.aiTags ?? aiTaggerFromEnv({}),
    logger: false,
    startJobs: false,
  }); // jobs run only when a test calls t.jobs.runDueJobs
  await app.ready();
  const answer = caller(app);
  // A test reads what a call did once the work it left for after its answer (pushes) is done too.
  const call: Call = async (...args) => {
    const res = await answer(...args);
    await deps.jobs.idle();
    return res;
  };
  const { api, ok } = apiCaller(call);

  async function audienceOf(email: string): Promise<Audience> {
    const [user] = await db.select({ type: users.type }).from(users).where(eq(users.email, email.trim().toLowerCase()));
    return user?.type === 'Admin' || !user ? 'admin' : 'restaurant';
  }
  async function signIn(email: string, password: string, audience?: Audience) {
    const path = `/${audience ?? (await audienceOf(email))}/authenticate`;
    const res = await call(null, 'POST', path, { body: { email, password } });
    if (res.status !== 200)
      throw new Error(`sign-in of ${email} at ${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  }
  const login = async (email: string, password: string, audience?: Audience) =>
    (await signIn(email, password, audience)).token as string;

  const cached = new Map<string, Promise<string>>();
  const demo = (email: string) => () => {
    const { password } = demoLogin(email);
    if (!cached.has(email)) cached.set(email, login(email, password));
    return cached.get(email)!;
  };

  const restaurantIds = new Map<string, string>();
  async function restaurantId(name: string) {
    if (!restaurantIds.has(name)) {
      const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.name, name));
      if (!row) throw new Error(`no restaurant named ${name}`);
      restaurantIds.set(name, row.id);
    }
    return restaurantIds.get(name)!;
  }

  return {
    app,
    db,
    deps,
    realtime,
    mails,
    call,
    api,
    ok,
    signIn,
    login,
    asAdmin: demo('admin@example.com'),
    asBistro: demo('bistro@example.com'),
    asWaiter: demo('waiter@example.com'),
    asHarbour: demo('harbour@example.com'),
    restaurantId,
    // As for calls: what a run leaves for after it (the pushes a job asks for) is done when it resolves.
    jobs: {
      ...deps.jobs,
      runDueJobs: async (...args) => {
        const result = await deps.jobs.runDueJobs(...args);
        await deps.jobs.idle();
        return result;
      },
      runNow: async (...args) => {
        const result = await deps.jobs.runNow(...args);
        await deps.jobs.idle();
        return result;
      },
    },
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * One test app for the whole file: made in `beforeAll`, closed in `afterAll`.
 * The returned object forwards to it, so it can be declared at the top of the file.
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('the test app is made in beforeAll; use it inside tests and hooks');
      return current[key as keyof TestApp];
    },
  });
}
