import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { RESTAURANT_USER_MESSAGES as M, roleOfType } from '../../../contract/restaurant-config/users/constants';
import type {
  RestaurantUserCreateBody,
  RestaurantUserEditBody,
  RestaurantUserItem,
} from '../../../contract/restaurant-config/users/schemas';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { endSessionsOf, passwordChanged, type SessionUser } from '../../http/session';
import { hashPassword } from '../../passwords';
import { ownedBy } from './owned';

const STAFF = ['RestaurantAdmin', 'RestaurantUser'] as const;
type Row = typeof users.$inferSelect;
const toItem = (r: Row): RestaurantUserItem => ({
  _id: r.id,
  Email: r.email,
  Name: r.name,
  Type: r.type === 'RestaurantAdmin' ? 'RestaurantAdmin' : 'RestaurantUser',
  includedToReport: r.includedToReport,
});
const ofRestaurant = (restaurantId: string) =>
  and(eq(users.restaurantId, restaurantId), inArray(users.type, [...STAFF]));

export async function listRestaurantUsers({ db }: Deps, restaurantId: string, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(users).where(ofRestaurant(restaurantId));
  const rows = await db
    .select()
    .from(users)
    .where(ofRestaurant(restaurantId))
    .orderBy(asc(users.name), asc(users.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toItem), meta: pageMeta(total, page) };
}

async function ensureEmailFree(db: Deps['db'], email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email))
    .limit(1);
  if (taken) throw fieldError('email', M.emailTaken);
}

/** A staff account of the restaurant; it signs in at /restaurant-login with its role. */
export async function addRestaurantUser({ db }: Deps, input: RestaurantUserCreateBody) {
  await ensureEmailFree(db, input.email);
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      type: roleOfType(input.type),
      restaurantId: input.restaurant,
      includedToReport: input.includedToReport,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  return { Message: M.created, data: toItem(row) };
}

/**
 * A new password or a new role ends the user's sessions and closes their sockets (they sign in again with what they
 * may now do); a new password also voids their reset links.
 */
export async function editRestaurantUser({ db, events }: Deps, input: RestaurantUserEditBody) {
  const [before] = await db.select().from(users).where(eq(users.id, input.id));
  if (!before || before.restaurantId !== input.restaurant || !(STAFF as readonly string[]).includes(before.type))
    throw notFound(M.notFound);
  await ensureEmailFree(db, input.email, input.id);
  const type = roleOfType(input.type);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { row, ended } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        email: input.email,
        name: input.name,
        type,
        includedToReport: input.includedToReport,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, input.id))
      .returning();
    if (passwordHash) return { row: updated, ended: await passwordChanged(tx, input.id) };
    if (type !== before.type) return { row: updated, ended: await endSessionsOf(tx, { user: input.id }) };
    return { row: updated, ended: [] };
  });
  events.endSessions(ended);
  return { Message: M.updated, data: toItem(row) };
}

/** Deleting a user ends their sessions and closes their sockets. */
export async function deleteRestaurantUser({ db, events }: Deps, user: SessionUser, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (row && !(STAFF as readonly string[]).includes(row.type)) throw notFound(M.notFound);
  ownedBy(user, row ? { ...row, restaurantId: row.restaurantId ?? '' } : undefined, M.notFound);
  if (id === user.id) throw conflict(M.notYourself);
  const ended = await db.transaction(async (tx) => {
    const hashes = await endSessionsOf(tx, { user: id });
    await tx.delete(users).where(eq(users.id, id));
    return hashes;
  });
  events.endSessions(ended);
  return { Message: M.deleted };
}
