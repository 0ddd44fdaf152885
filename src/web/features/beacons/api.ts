import { beacons } from '../../../contract/beacons';
import { beaconKeys } from '../../lib/queries/beacons';
import { restaurantKeys } from '../../lib/queries/restaurants';
import { defineResource } from '../../lib/resource';

/** Beacons: a change also refreshes the restaurants (each keeps a copy of its beacon), and the type-ahead (under 'beacons'). */
export const beaconResource = defineResource({
  name: beaconKeys.all[0],
  api: beacons,
  alsoRefreshes: [restaurantKeys.all],
});
