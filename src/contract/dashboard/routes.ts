/** The admin dashboard's counters. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { dashboardSchemas } from './schemas';

export const dashboardRoutes = routes<typeof dashboardSchemas>()(
  { tag: 'Dashboard', auth: ADMIN_ONLY },
  { home: { method: 'GET', path: '/dashboard/home' } },
);
