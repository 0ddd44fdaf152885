/** Geo push: geo points and the pushes sent to the devices inside them; the routes (plain values in constants.ts). */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { geopushSchemas } from './schemas';

export { GEO_PAGE_SIZE, METERS_PER_MILE, DEFAULT_MAP_CENTRE, GEO_MESSAGES } from './constants';

export const geopushRoutes = routes<typeof geopushSchemas>()(
  { tag: 'Geo push', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/geopush/fetchpoints' },
    add: { method: 'POST', path: '/geopush/addpoint' },
    edit: { method: 'PUT', path: '/geopush/editpoint' },
    delete: { method: 'DELETE', path: '/geopush/deletepoint' },
    send: { method: 'POST', path: '/geopush/sendpush' },
    fetchLog: { method: 'GET', path: '/geopush/fetchlog' },
  },
);
