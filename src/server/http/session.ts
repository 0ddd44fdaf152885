import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Role } from '../../contract/roles';
import type { Db } from '../db/client';
import { restaurants, sessions, users } from '../db/schema';

/** The signed-in user of a request. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  type: Role;
  restaurantId: string | null;
  restaurantName: string | null;
  tokenHash: string;
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, restaurantName: row.restaurantName ?? null, tokenHash } : null;
}
