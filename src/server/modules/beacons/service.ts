import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { BEACON_MESSAGES as M, BEACON_SEARCH_LIMIT } from '../../../contract/beacons/routes';
import type { BeaconCreateBody, BeaconEditBody, BeaconItem } from '../../../contract/beacons/schemas';
import { deleteOr404, pagedList, updateOr404, type Tx } from '../../db/crud';
import { likeContains } from '../../db/like';
import { beacons, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import type { PageRequest } from '../../http/paging';

type Row = typeof beacons.$inferSelect;
const toItem = (b: Row): BeaconItem => ({ _id: b.id, name: b.name, uuid: b.uuid, radius: b.radius });
/** The copy a restaurant keeps of its beacon. */
const attached = (b: Row) => ({ Name: b.name, UUID: b.uuid, Radius: b.radius });
const attachedTo = (uuid: string) => sql`${restaurants.beacon}->>'UUID' = ${uuid}`;

export const listBeacons = ({ db }: Deps, page: PageRequest) =>
  pagedList(db, beacons, page, { orderBy: [asc(beacons.name), asc(beacons.id)], map: toItem });

export async function searchBeacons({ db }: Deps, key: string) {
  const like = likeContains(key);
  const rows = await db
    .select()
    .from(beacons)
    .where(key ? or(ilike(beacons.name, like), ilike(beacons.uuid, like)) : undefined)
    .orderBy(asc(beacons.name), asc(beacons.id))
    .limit(BEACON_SEARCH_LIMIT);
  return { data: rows.map(toItem) };
}

/** A beacon's UUID is unique (the restaurants keep a copy and find it by it). */
async function ensureUuidFree(tx: Tx, uuid: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: beacons.id })
    .from(beacons)
    .where(exceptId ? and(eq(beacons.uuid, uuid), ne(beacons.id, exceptId)) : eq(beacons.uuid, uuid))
    .limit(1);
  if (taken) throw fieldError('uuid', M.uuidTaken);
}

export async function createBeacon({ db }: Deps, input: BeaconCreateBody) {
  return db.transaction(async (tx) => {
    await ensureUuidFree(tx, input.uuid);
    const [row] = await tx.insert(beacons).values(input).returning();
    return { Message: M.created, data: toItem(row) };
  });
}

/** Restaurants the beacon is attached to keep an up-to-date copy of it. */
export async function editBeacon({ db }: Deps, { id, ...input }: BeaconEditBody) {
  const row = await updateOr404(db, beacons, id, input, {
    notFound: M.notFound,
    check: (tx) => ensureUuidFree(tx, input.uuid, id),
    after: async (tx, updated, before) => {
      await tx
        .update(restaurants)
        .set({ beacon: attached(updated) })
        .where(attachedTo(before.uuid));
    },
  });
  return { Message: M.updated, data: toItem(row) };
}

/** Restaurants the beacon was attached to are left without one. */
export async function deleteBeacon({ db }: Deps, id: string) {
  await deleteOr404(db, beacons, id, {
    notFound: M.notFound,
    after: async (tx, gone) => {
      await tx.update(restaurants).set({ beacon: null }).where(attachedTo(gone.uuid));
    },
  });
  return { Message: M.deleted };
}
