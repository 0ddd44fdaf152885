import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_FAILED,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID,
} from '../../../contract/auth/routes';
import type { Credentials, Profile } from '../../../contract/auth/schemas';
import { MESSAGES } from '../../../contract/errors';
import { STAFF_ROLES, type Role } from '../../../contract/roles';
import { loginFailures, passwordResets, restaurants, sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { hashToken, newToken, passwordChanged } from '../../http/session';
import { hashPassword, verifyPassword } from '../../passwords';
import { checkThrottle, recordFailure } from './throttle';

const RESET_TTL_MS = 60 * 60_000;

export type Audience = 'admin' | 'restaurant';
const AUDIENCE_ROLES: Record<Audience, readonly Role[]> = { admin: ['Admin'], restaurant: STAFF_ROLES };

interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** Signs in with the same answer for unknown users and wrong passwords; slows down guessing (throttle.ts), never locks out. */
export async function authenticate(deps: Deps, audience: Audience, input: Credentials, meta: ClientMeta) {
  const { db, config } = deps;
  const username = input.email;
  await checkThrottle(db, username, meta.ip, config.loginRateLimit.failuresPerUser);

  const [row] = await db
    .select({ user: users, restaurantName: restaurants.name })
    .from(users)
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(eq(users.email, username))
    .limit(1);
  const allowed = row && AUDIENCE_ROLES[audience].includes(row.user.type);
  const ok = await verifyPassword(allowed ? row.user.passwordHash : null, input.password);
  if (!ok || !row) {
    await recordFailure(db, username, meta.ip);
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  const { user } = row;
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionDays * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.username, username));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
    await tx
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt, userAgent: meta.userAgent.slice(0, 300) });
  });
  const profile: Profile = {
    _id: user.id,
    Name: user.name,
    Email: user.email,
    Type: user.type,
    Restaurant: user.restaurantId,
    RestaurantName: row.restaurantName ?? null,
  };
  return { token, expiresAt: expiresAt.toISOString(), profile };
}

export async function logout(deps: Deps, tokenHash: string) {
  await deps.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  deps.events.endSessions([tokenHash]);
  return { Message: MESSAGES.loggedOut };
}

/** Mails a one-time reset link to restaurant staff. Unknown addresses get the same answer. */
export async function forgotPassword(deps: Deps, email: string) {
  const { db, config, mailer, log } = deps;
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || !(STAFF_ROLES as readonly Role[]).includes(user.type)) {
    log.info({ email }, 'password reset asked for an unknown restaurant user');
    return { Message: FORGOT_PASSWORD_SENT };
  }
  const token = newToken();
  await db
    .insert(passwordResets)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${config.publicUrl}/reset-password?token=${token}`;
  try {
    await mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
    });
  } catch (err) {
    log.error({ err }, 'password reset mail could not be sent');
    throw new HttpError(502, FORGOT_PASSWORD_FAILED);
  }
  return { Message: FORGOT_PASSWORD_SENT };
}

/** Sets a new password with a reset token: once, before it expires; voids the user's other links and ends their sessions. */
export async function resetPassword(deps: Deps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const done = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    return passwordChanged(tx, reset.userId);
  });
  if (!done) throw new HttpError(400, PASSWORD_RESET_INVALID);
  deps.events.endSessions(done);
  return { Message: PASSWORD_RESET_DONE };
}
