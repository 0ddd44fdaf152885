import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * Sign-in throttling instead of a lockout (OWASP Authentication Cheat Sheet): nobody can lock a
 * known user out. Once a username has `failuresPerUser` failures in 15 minutes, an address that itself failed for
 * that username must wait before its next try: 1 s after its first failure, doubling with each further one, at most
 * 5 minutes. Any other address (the owner's own device) still signs in at once; the per-IP limit bounds the rest.
 */
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_DELAY_MS = 5 * 60_000;

/** The wait after `n` failures of one address for one username. */
const delayAfter = (n: number) => Math.min(1000 * 2 ** Math.max(0, n - 1), MAX_DELAY_MS);

const waitMessage = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/** An error whose answer carries a header (Retry-After). */
class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, waitMessage(retryAfterSeconds));
  }
}

/** Throws 429 (with the wait in seconds) when this address must still wait before trying this username again. */
export async function checkThrottle(db: Db, username: string, ip: string, failuresPerUser: number, now = Date.now()) {
  const since = new Date(now - FAILURE_WINDOW_MS);
  const recent = and(eq(loginFailures.username, username), gt(loginFailures.at, since));
  const [{ failures }] = await db.select({ failures: count() }).from(loginFailures).where(recent);
  if (failures < failuresPerUser) return;
  const mine = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(recent, eq(loginFailures.ip, ip)))
    .orderBy(desc(loginFailures.at));
  if (!mine.length) return;
  const waitUntil = mine[0].at.getTime() + delayAfter(mine.length);
  if (now < waitUntil) throw new ThrottledError(Math.ceil((waitUntil - now) / 1000));
}

/** Records a failed attempt (time from this process, so that the delays are measured on one clock). */
export async function recordFailure(db: Db, username: string, ip: string) {
  await db.insert(loginFailures).values({ username, ip, at: new Date() });
}

/** Sets Retry-After on a throttled answer (the error handler sends the message). */
export function retryAfterHeader(err: unknown, reply: FastifyReply) {
  if (err instanceof ThrottledError) void reply.header('retry-after', String(err.retryAfterSeconds));
}
