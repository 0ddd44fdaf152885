/** Reports and statistics of one restaurant: the routes. Their page size and statuses are in constants.ts. */
import { ALL_ROLES } from '../roles';
import { IN_QUERY, routes } from '../route';
import { REPORT_ADMINS } from './constants';
import type { reportsSchemas } from './schemas';

export { REPORT_PAGE_SIZE, REPORT_STATUSES, DEFAULT_REPORT_STATUSES, REPORT_ADMINS } from './constants';
export type { ReportStatus } from './constants';

export const reportsRoutes = routes<typeof reportsSchemas>()(
  { tag: 'Reports', auth: ALL_ROLES, restaurantScope: IN_QUERY, permission: 'reports' },
  {
    fetch: { method: 'GET', path: '/orders/restaurant/report/:statuses' },
    perCategory: { method: 'GET', path: '/orders/restaurant/report-per-category/:statuses' },
    stats: { method: 'GET', path: '/statistics/restaurant' },
    tableStats: { method: 'GET', path: '/statistics/tablenumbers' },
    productStats: { method: 'GET', path: '/statistics/productstats' },
    speedOfService: { method: 'GET', path: '/reports/speed-of-service', auth: REPORT_ADMINS },
  },
);
