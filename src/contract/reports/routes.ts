/** Reports and statistics of one restaurant: the routes, and the values both sides read. */
import { ALL_ROLES, type Role } from '../roles';
import { IN_QUERY, routes } from '../route';
import type { reportsSchemas } from './schemas';

export const REPORT_PAGE_SIZE = 25;
export const REPORT_STATUSES = ['confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const DEFAULT_REPORT_STATUSES: ReportStatus[] = ['confirmed', 'completed'];

/** Who sees the speed-of-service report: restaurant admins (their own restaurant) and platform admins. */
export const REPORT_ADMINS = ['Admin', 'RestaurantAdmin'] as const satisfies readonly Role[];

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
