import { MESSAGES } from '../../../contract/errors';
import { isStaff } from '../../../contract/roles';
import { forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/** A record found by id that belongs to one restaurant: 404 when missing, 403 when it is another restaurant's and the caller is staff. */
export function ownedBy<T extends { restaurantId: string }>(user: SessionUser, row: T | undefined, missing: string): T {
  if (!row) throw notFound(missing);
  if (isStaff(user.type) && row.restaurantId !== user.restaurantId) throw forbidden(MESSAGES.otherRestaurant);
  return row;
}

/** An id sent for edit must belong to the restaurant named in the same request. */
export function inRestaurant<T extends { restaurantId: string }>(
  row: T | undefined,
  restaurantId: string,
  missing: string,
): T {
  if (!row || row.restaurantId !== restaurantId) throw notFound(missing);
  return row;
}
