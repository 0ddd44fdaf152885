import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Role, StaffPermissions } from '../../contract/roles';
import type { Db } from '../db/client';
import type { Tx } from '../db/crud';
import { passwordResets, restaurants, sessions, users } from '../db/schema';

/** The signed-in user of a request. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  type: Role;
  restaurantId: string | null;
  restaurantName: string | null;
  /** The restaurant's staff permissions (null without a restaurant); read with every request, so a change applies at once. */
  staffPermissions: StaffPermissions | null;
  tokenHash: string;
  /** When the session ends unless it is ended before (the socket server closes its sockets then). */
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S{16,200})$/i.exec(header.trim());
  return m ? m[1] : null;
}

/** The user behind a token, or null when the token is unknown, revoked or expired. */
export async function userForToken(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      restaurantId: users.restaurantId,
      restaurantName: restaurants.name,
      staffPermissions: restaurants.staffPermissions,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  return row
    ? { ...row, restaurantName: row.restaurantName ?? null, staffPermissions: row.staffPermissions ?? null, tokenHash }
    : null;
}

/** Whether the session is still there and not expired. */
export async function sessionAlive(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

/** Whose sessions end: one user, or every user of a restaurant (deleted with it). */
export type SessionOwners = { user: string } | { restaurant: string };

/**
 * Ends sessions in the caller's transaction, so they end with the change that ends them (a deleted account, a new
 * password or role), and answers their token hashes. After the commit, `deps.events.endSessions(hashes)` closes
 * their sockets on every node. `except` keeps one session (the editor's own).
 */
export async function endSessionsOf(tx: Tx, owners: SessionOwners, opts: { except?: string } = {}): Promise<string[]> {
  const whose =
    'user' in owners
      ? eq(sessions.userId, owners.user)
      : inArray(
          sessions.userId,
          tx.select({ id: users.id }).from(users).where(eq(users.restaurantId, owners.restaurant)),
        );
  const ended = await tx
    .delete(sessions)
    .where(opts.except ? and(whose, ne(sessions.tokenHash, opts.except)) : whose)
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((s) => s.tokenHash);
}

/**
 * A password changed (by a reset link, the user's admin, or a platform admin): every reset link not yet used is void,
 * and the user's sessions end (but `except`). Answers the ended sessions' hashes, as endSessionsOf.
 */
export async function passwordChanged(tx: Tx, userId: string, opts: { except?: string } = {}): Promise<string[]> {
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return endSessionsOf(tx, { user: userId }, opts);
}
