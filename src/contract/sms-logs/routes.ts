/** SMS sent for orders: one restaurant's log, and the count per restaurant. Their page size is in constants.ts. */
import { ADMIN_ONLY, ALL_ROLES } from '../roles';
import { IN_QUERY, routes } from '../route';
import type { smsLogsSchemas } from './schemas';

export { SMS_LOGS_PAGE_SIZE } from './constants';

export const smsLogsRoutes = routes<typeof smsLogsSchemas>()(
  { tag: 'SMS logs', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/restaurant/smslogs/fetch', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    counts: { method: 'GET', path: '/restaurants/smslogs/fetch' },
  },
);
