import { DEFAULT_PUSH_HOSTS } from './modules/staff-push/endpoint-policy';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Names the Redis stream, channels and session keys of socket.io (default 'socket.io'), so deployments or test runs sharing one Redis stay apart. */
  redisPrefix?: string;
  seed: 'demo' | 'none';
  publicUrl: string;
  /** Folder of the built PWA to serve; undefined serves the API only. */
  webDir?: string;
  sessionDays: number;
  /** Whose X-Forwarded-For to believe (Fastify trustProxy): nobody's by default; the balancer's address or CIDR (e.g. '10.0.0.5'), 'loopback' for a proxy on the same machine, or 'true'. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Uploads in an S3-compatible bucket (S3_BUCKET and friends); undefined keeps them in the database. */
  s3?: S3Settings;
  /** Per-IP sign-in attempts a minute; per-username failures allowed in 15 minutes. */
  loginRateLimit: { perIpPerMinute: number; failuresPerUser: number };
  /** Order placements a minute from one address (a restaurant's kiosks behind one router share it). */
  placementsPerIpPerMinute: number;
  /**
   * How long a request's claim on its Idempotency-Key lasts without being renewed (renewed while the request runs).
   * A retry after it has run out takes the key over: the request that held it is taken for dead.
   */
  idempotencyLeaseMs: number;
  /** SQL_COUNT=1: count the SQL statements and transactions sent, and show the counts on GET /api/health (the bench). */
  countSql: boolean;
  /** Web Push to staff devices: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); without both, keys made on first start and kept in the database. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: how push services reach the operator (mailto: or https:); default PUBLIC_URL when https, else a mailto: of its host. */
  vapidSubject: string;
  /**
   * STAFF_PUSH_HOSTS (comma-separated `host`, `host:port` or `*.domain`): the push services staff devices may name
   * beside public https hosts on port 443; default the major browsers' (staff-push/endpoint-policy.ts). A self-hosted
   * push service, or the tests' local one, is added here.
   */
  staffPushHosts: string[];
}

export interface S3Settings {
  bucket: string;
  /** The store's address (MinIO, Ceph, R2, …); undefined is AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Without both keys the SDK's own credential chain is used (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http(s)://endpoint/bucket/key` instead of `bucket.endpoint` (most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** Put before each file name in the bucket, e.g. 'uploads/'. */
  prefix: string;
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX ?? 'uploads/',
  };
}

/** A positive number of milliseconds from the environment, else the default. */
function positiveMs(value: string | undefined, fallback: number) {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Push services accept only an https: or mailto: subject. */
function defaultVapidSubject(publicUrl: string) {
  return publicUrl.startsWith('https://') ? publicUrl : `mailto:staff-notifications@${new URL(publicUrl).hostname}`;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const seed = env.SEED === 'none' ? 'none' : 'demo';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    seed,
    publicUrl,
    webDir: path.resolve(env.WEB_DIR ?? 'dist'),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    // No proxy is believed unless named: a client on the server's own machine cannot pick its address for the rate limits.
    trustProxy:
      env.TRUST_PROXY === 'true' ? true : !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? 'info',
    s3: s3FromEnv(env),
    loginRateLimit: {
      perIpPerMinute: Number(env.LOGIN_RATE_PER_IP ?? 30),
      failuresPerUser: Number(env.LOGIN_FAILURES_PER_USER ?? 10),
    },
    placementsPerIpPerMinute: Number(env.PLACEMENT_RATE_PER_IP ?? 60),
    idempotencyLeaseMs: positiveMs(env.IDEMPOTENCY_LEASE_MS, 30_000),
    countSql: env.SQL_COUNT === '1',
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT || defaultVapidSubject(publicUrl),
    staffPushHosts: env.STAFF_PUSH_HOSTS
      ? env.STAFF_PUSH_HOSTS.split(',')
          .map((h) => h.trim())
          .filter(Boolean)
      : DEFAULT_PUSH_HOSTS,
  };
}
