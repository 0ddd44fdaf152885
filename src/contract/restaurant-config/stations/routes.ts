/** Kitchen stations (beyond the spec): the kitchen dashboard opened for one printer shows only the lines routed to it. */
import { ALL_ROLES } from '../../roles';
import { IN_QUERY, routes } from '../../route';
import { PRINTING_TAG } from '../editors';
import type { stationsSchemas } from './schemas';

export const STATION_MESSAGES = {
  unknown: (station: string) =>
    `There is no active printer “${station}” in this restaurant, so this station shows nothing.`,
  unknownTitle: 'Unknown station',
  showAll: 'Show all stations',
  routedOffTitle: 'Routed printing is off',
  noLayoutTitle: 'No print layout',
  /** With routed printing off (or no layout) the default printer makes every line. */
  toDefault: (printer: string) => `Every line goes to the default printer (${printer}).`,
  wholeOrders: 'This screen shows whole orders.',
  nothingHere: 'This station gets none of them.',
  allStations: 'All stations',
} as const;

export const stationsRoutes = routes<typeof stationsSchemas>()(
  { tag: PRINTING_TAG, auth: ALL_ROLES, restaurantScope: IN_QUERY },
  {
    fetch: { method: 'GET', path: '/restaurant/stations' },
  },
);
