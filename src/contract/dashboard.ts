import { z } from 'zod';
import { endpoint } from './endpoint';
import { ADMIN_ONLY } from './roles';

export const dashboardCounts = z.object({
  Users: z.number().int(),
  Registeredusers: z.number().int(),
  Deals: z.number().int(),
  News: z.number().int(),
  Restaurant: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

export const dashboardHome = endpoint({
  method: 'GET',
  path: '/dashboard/home',
  tag: 'Dashboard',
  summary: 'Counters of the admin dashboard',
  auth: ADMIN_ONLY,
  response: z.object({ data: dashboardCounts }),
});
