import { inArray } from 'drizzle-orm';
import { RESTAURANT_MESSAGES as M } from '../../../contract/restaurants/constants';
import { restaurants, systemLogs } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { MigrationPayload } from '../../integrations/migration';

type Row = typeof restaurants.$inferSelect;

/**
 * A restaurant as the target's POST /restaurant/add takes it. Uploaded images get this server's address;
 * the beacon and private users are left out (they are records of this platform, unknown to the target).
 */
function toMigrationPayload(r: Row, publicUrl: string): MigrationPayload {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    longitude,
    latitude,
    bagtakeawayprice,
    deliveryfee,
    beacon: _b,
    privateusers: _p,
    isprivate: _i,
    routed: _r,
    automatedpushenabled: _a,
    openhours: _o,
    move: _m,
    icon: _ic,
    timezone: _t,
    coverimage,
    menuplaceholder,
    galleryimages,
    ...rest
  } = r;
  return {
    ...rest,
    coverimage: absolute(coverimage),
    menuplaceholder: absolute(menuplaceholder),
    galleryimages: galleryimages.map(absolute),
    location: longitude == null || latitude == null ? null : [longitude, latitude],
    bagtakeawayprice: bagtakeawayprice / 100,
    deliveryfee: deliveryfee / 100,
    customertype: rest.customertype as MigrationPayload['customertype'],
    originlang: rest.originlang as MigrationPayload['originlang'],
    weeklyreportschedule: rest.weeklyreportschedule as MigrationPayload['weeklyreportschedule'],
  };
}

/**
 * Starts copying the chosen restaurants to production and answers at once; the outcome of each restaurant is
 * written to the system log when the copy ends. Without a configured target: 503, nothing is sent.
 */
export async function migrateRestaurants(deps: Deps, ids: string[], user: SessionUser) {
  const { db, migration, config, log } = deps;
  if (migration.kind === 'none') throw new HttpError(503, M.migrationNotConfigured);
  const unique = [...new Set(ids)];
  const rows = await db.select().from(restaurants).where(inArray(restaurants.id, unique));
  if (rows.length !== unique.length)
    throw fieldError('restaurants', 'A selected restaurant does not exist any more: please choose again');
  const payloads = rows.map((r) => toMigrationPayload(r, config.publicUrl));

  const done = migration
    .migrate(payloads)
    .then((outcomes) => ({
      target: migration.target,
      migrated: outcomes.filter((o) => o.ok),
      failed: outcomes.filter((o) => !o.ok),
    }))
    .catch((err: Error) => ({
      target: migration.target,
      migrated: [],
      failed: payloads.map((p) => ({ name: p.name, ok: false, detail: err.message })),
    }))
    .then(async (result) => {
      if (result.failed.length)
        log.warn({ migration: result }, 'restaurant migration: some restaurants were not copied');
      else log.info({ migration: result }, 'restaurant migration finished');
      await db.insert(systemLogs).values({ email: user.email, type: 'Restaurant migration', others: result });
    })
    .catch((err) => log.error({ err }, 'restaurant migration: the outcome could not be logged'));
  // Tests and shutdown may wait for it; the request does not.
  pendingMigrations.add(done);
  void done.finally(() => pendingMigrations.delete(done));
  return { Message: M.migrationStarted };
}

/** Migrations still running in this process. */
export const pendingMigrations = new Set<Promise<unknown>>();
