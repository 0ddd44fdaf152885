/** Beacons (name, UUID, radius) that restaurants attach: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { beaconsSchemas } from './schemas';

export const BEACONS_PAGE_SIZE = 10;
export const BEACON_SEARCH_LIMIT = 10;

export const BEACON_MESSAGES = {
  ...crudNotices('beacon', 'No beacons'),
  uuidTaken: 'A beacon with this UUID already exists',
} as const;

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
