/** What a restaurant's users may do: stored on the restaurant, read by bind() with every request of a user. */
import { eq } from 'drizzle-orm';
import { STAFF_PERMISSIONS_SAVED } from '../../../contract/restaurant-config/staff-permissions/routes';
import type { StaffPermissionsBody } from '../../../contract/restaurant-config/staff-permissions/schemas';
import { STAFF_PERMISSIONS, type StaffPermissions } from '../../../contract/roles';
import { restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';

const RESTAURANT_NOT_FOUND = 'Restaurant not found';

/** Only the four known keys, so a stored value never carries anything else. */
const onlyPermissions = (p: StaffPermissions): StaffPermissions =>
  Object.fromEntries(STAFF_PERMISSIONS.map((k) => [k, p[k] === true])) as StaffPermissions;

export async function getStaffPermissions({ db }: Deps, restaurant: string) {
  const [row] = await db
    .select({ permissions: restaurants.staffPermissions })
    .from(restaurants)
    .where(eq(restaurants.id, restaurant));
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  return { data: onlyPermissions(row.permissions) };
}

export async function setStaffPermissions({ db }: Deps, { restaurant, ...permissions }: StaffPermissionsBody) {
  const [row] = await db
    .update(restaurants)
    .set({ staffPermissions: onlyPermissions(permissions) })
    .where(eq(restaurants.id, restaurant))
    .returning({ permissions: restaurants.staffPermissions });
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  return { Message: STAFF_PERMISSIONS_SAVED, data: row.permissions };
}
