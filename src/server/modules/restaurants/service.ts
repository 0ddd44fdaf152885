import { eq } from 'drizzle-orm';
import { defaultAvailability } from '../../../contract/availability';
import { RESTAURANT_MESSAGES as M } from '../../../contract/restaurants/constants';
import type { RestaurantCreate, RestaurantEditBody } from '../../../contract/restaurants/schemas';
import { deals, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { endSessionsOf, type SessionUser } from '../../http/session';
import { checkPrivate, refuseAdminOnlyFields, toColumns } from './input';
import { oneRestaurant } from './queries';

export async function createRestaurant({ db }: Deps, input: RestaurantCreate) {
  const columns = await toColumns(db, input);
  checkPrivate(columns);
  const [row] = await db
    .insert(restaurants)
    .values({
      ...columns,
      name: input.name,
      availability: input.availability ?? defaultAvailability(),
      currency: columns.currency!,
    })
    .returning({ id: restaurants.id });
  return { Message: M.created, data: await oneRestaurant(db, row.id) };
}

/** Staff reach only their own restaurant (checked by the contract's restaurantScope) and only the fields they may change. */
export async function editRestaurant({ db }: Deps, { id, ...sent }: RestaurantEditBody, user: SessionUser) {
  const input = await refuseAdminOnlyFields(db, user, id, sent);
  const columns = await toColumns(db, input);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isprivate: restaurants.isprivate, privateusers: restaurants.privateusers })
      .from(restaurants)
      .where(eq(restaurants.id, id))
      .for('update');
    if (!current) throw notFound(M.notFound);
    if (Object.keys(columns).length === 0) return;
    checkPrivate({ ...current, ...columns });
    await tx.update(restaurants).set(columns).where(eq(restaurants.id, id));
  });
  return { Message: M.updated, data: await oneRestaurant(db, id) };
}

/**
 * Everything of the restaurant goes with it (menu, orders, staff, and so the staff's sessions and sockets); its deals
 * stay, no longer linked to it.
 */
export async function deleteRestaurant({ db, events }: Deps, id: string) {
  const ended = await db.transaction(async (tx) => {
    const hashes = await endSessionsOf(tx, { restaurant: id });
    const [gone] = await tx.delete(restaurants).where(eq(restaurants.id, id)).returning({ id: restaurants.id });
    if (!gone) throw notFound(M.notFound);
    await tx.update(deals).set({ restaurantId: null }).where(eq(deals.restaurantId, id));
    return hashes;
  });
  events.endSessions(ended);
  return { Message: M.deleted };
}

export async function setRouted({ db }: Deps, id: string, routed: boolean) {
  const [row] = await db
    .update(restaurants)
    .set({ routed })
    .where(eq(restaurants.id, id))
    .returning({ routed: restaurants.routed });
  if (!row) throw notFound(M.notFound);
  return { Message: M.routedSaved, routed: row.routed };
}

export async function checkRouted({ db }: Deps, id: string) {
  const [row] = await db.select({ routed: restaurants.routed }).from(restaurants).where(eq(restaurants.id, id));
  if (!row) throw notFound(M.notFound);
  return { routed: row.routed };
}

export async function setAutomatedPush({ db }: Deps, id: string, enabled: boolean) {
  const [row] = await db
    .update(restaurants)
    .set({ automatedpushenabled: enabled })
    .where(eq(restaurants.id, id))
    .returning({ on: restaurants.automatedpushenabled });
  if (!row) throw notFound(M.notFound);
  return { Message: row.on ? M.automatedPushOn : M.automatedPushOff, AutomatedPushEnabled: row.on };
}
