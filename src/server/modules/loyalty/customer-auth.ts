import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CustomerCredentials, DevicePosition } from '../../../contract/loyalty/schemas';
import { MESSAGES } from '../../../contract/errors';
import {
  customerDevices,
  customerPasswords,
  customerSessions,
  customers,
  devicePositions,
  loginFailures,
} from '../../db/schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { bearerToken, hashToken, newToken } from '../../http/session';
import { verifyPassword } from '../../passwords';

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Customer and staff failures are counted apart, in the same table. */
const failureKey = (email: string) => `customer:${email}`;

/**
 * Registered customers sign in like staff: the same per-username failure count and per-IP limit, the same
 * answer for unknown customers and wrong passwords, opaque tokens stored hashed with an expiry.
 */
export async function authenticateCustomer(
  deps: Deps,
  input: CustomerCredentials,
  meta: { ip: string; userAgent: string },
) {
  const { db, config } = deps;
  const username = failureKey(input.email);
  const [{ failures }] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.at, new Date(Date.now() - FAILURE_WINDOW_MS))));
  if (failures >= config.loginRateLimit.failuresPerUser) throw new HttpError(429, MESSAGES.tooManyAttempts);
  const [row] = await db
    .select({ customer: customers, hash: customerPasswords.passwordHash })
    .from(customers)
    .leftJoin(customerPasswords, eq(customerPasswords.customerId, customers.id))
    .where(eq(customers.email, input.email))
    .limit(1);
  const ok = await verifyPassword(row?.hash ?? null, input.password);
  if (!ok || !row) {
    await db.insert(loginFailures).values({ username, ip: meta.ip });
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionDays * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.username, username));
    await tx
      .delete(customerSessions)
      .where(and(eq(customerSessions.customerId, row.customer.id), lt(customerSessions.expiresAt, new Date())));
    await tx.insert(customerSessions).values({
      tokenHash: hashToken(token),
      customerId: row.customer.id,
      expiresAt,
      userAgent: meta.userAgent.slice(0, 300),
    });
  });
  const c = row.customer;
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    profile: { _id: c.id, Name: c.name, Email: c.email, MobileNumber: c.mobilenumber },
  };
}

/** The registered customer whose session token the request carries, or null. */
export async function customerOfRequest(
  db: Db,
  req: FastifyRequest,
): Promise<{ id: string; tokenHash: string } | null> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ id: customerSessions.customerId })
    .from(customerSessions)
    .where(and(eq(customerSessions.tokenHash, tokenHash), gt(customerSessions.expiresAt, new Date())))
    .limit(1);
  return row ? { id: row.id, tokenHash } : null;
}

const CUSTOMER_LOGGED_OUT = 'Successfully logged out';

export async function logoutCustomer({ db }: Deps, req: FastifyRequest) {
  const session = await customerOfRequest(db, req);
  if (session) await db.delete(customerSessions).where(eq(customerSessions.tokenHash, session.tokenHash));
  return { Message: CUSTOMER_LOGGED_OUT };
}

export async function reportPosition({ db }: Deps, input: DevicePosition) {
  const [device] = await db
    .select({ id: customerDevices.id })
    .from(customerDevices)
    .where(eq(customerDevices.token, input.token));
  if (!device) throw notFound('Device not registered');
  const at = new Date();
  await db
    .insert(devicePositions)
    .values({ deviceId: device.id, latitude: input.latitude, longitude: input.longitude, at })
    .onConflictDoUpdate({
      target: devicePositions.deviceId,
      set: { latitude: input.latitude, longitude: input.longitude, at },
    });
  return { Message: 'Position saved' };
}
