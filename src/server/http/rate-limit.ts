import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { HttpError } from './errors';

/**
 * The rate-limit plugin (@fastify/rate-limit), whose limits are set per route (`rateLimit` of bind.ts, the CloudPRNT
 * routes). With REDIS_URL they are counted in Redis, the plugin's own Redis store, so several nodes together allow
 * each limit once, not once per node; REDIS_PREFIX starts its keys, so deployments or test runs sharing one Redis keep
 * their own counts. Without REDIS_URL each node counts in its memory.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>) {
  const redis = config.redisUrl ? limitsRedis(app, config.redisUrl, config.redisPrefix) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: `${config.redisPrefix ?? 'backoffice'}:rate-limit:`,
          // Redis out of reach must not stop orders, call-a-waiter or printers: the limits lapse until it is back
          // (sign-in guessing stays throttled per username in the database, auth/throttle.ts).
          skipOnError: true,
        }
      : {}),
    // The error handler answers it like every other error: the limiter's message, and its kind (429: RATE_LIMITED).
    errorResponseBuilder: (_req, ctx) => new HttpError(ctx.statusCode, `Rate limit exceeded, retry in ${ctx.after}`),
  });
}

/** The ioredis client of the limits, closed with the app. The plugin's README advises these two settings. */
function limitsRedis(app: FastifyInstance, url: string, prefix: string | undefined) {
  const redis = new Redis(url, {
    connectionName: `${prefix ?? 'backoffice'}:rate-limit`,
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (err) => app.log.warn({ err }, 'rate limits: redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
