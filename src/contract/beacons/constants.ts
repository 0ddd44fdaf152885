/** The plain values of beacons that both sides read: page size, search limit and messages. */
import { crudNotices } from '../notices';

export const BEACONS_PAGE_SIZE = 10;
export const BEACON_SEARCH_LIMIT = 10;

export const BEACON_MESSAGES = {
  ...crudNotices('beacon', 'No beacons'),
  uuidTaken: 'A beacon with this UUID already exists',
} as const;
