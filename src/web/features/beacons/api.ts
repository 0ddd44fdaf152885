import { BEACONS_PAGE_SIZE, beaconsRoutes } from '../../../contract/beacons/routes';
import { beaconForms } from '../../../contract/beacons/schemas';
import { beaconKeys } from '../../lib/queries/beacons';
import { restaurantKeys } from '../../lib/queries/restaurants';
import { defineResource } from '../../lib/resource';

/** Beacons: a change also refreshes the restaurants (each keeps a copy of its beacon), and the type-ahead (under 'beacons'). */
export const beaconResource = defineResource({
  name: beaconKeys.all[0],
  api: { fetch: beaconsRoutes.fetch, add: beaconsRoutes.add, edit: beaconsRoutes.edit, delete: beaconsRoutes.delete },
  forms: beaconForms,
  pageSize: BEACONS_PAGE_SIZE,
  alsoRefreshes: [restaurantKeys.all],
});
