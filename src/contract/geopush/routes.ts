/** Geo push: geo points and the pushes sent to the devices inside them; the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { geopushSchemas } from './schemas';

export const GEO_PAGE_SIZE = 25;
/** One mile in meters (the spec's business constants). */
export const METERS_PER_MILE = 1609.344;
/** The map's default centre (the spec's business constants). */
export const DEFAULT_MAP_CENTRE = { latitude: 59.91, longitude: 10.76 } as const;

export const GEO_MESSAGES = {
  ...crudNotices('geo point', 'No geo points'),
  pushed: 'Successfully pushed geo push!',
  pushNotFound: 'Geo push not found',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  noLogs: 'No push sent yet',
} as const;

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
