/** Beacons (name, UUID, radius) that restaurants attach: the routes. Their plain values are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { beaconsSchemas } from './schemas';

export { BEACONS_PAGE_SIZE, BEACON_SEARCH_LIMIT, BEACON_MESSAGES } from './constants';

export const beaconsRoutes = routes<typeof beaconsSchemas>()(
  { tag: 'Beacons', auth: ADMIN_ONLY },
  {
    search: { method: 'GET', path: '/beacon/search' },
    fetch: { method: 'GET', path: '/beacon/fetch' },
    add: { method: 'POST', path: '/beacon/add' },
    edit: { method: 'PUT', path: '/beacon/edit' },
    delete: { method: 'DELETE', path: '/beacon/delete' },
  },
);
