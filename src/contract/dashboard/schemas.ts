import * as z from 'zod/mini';

export const dashboardCounts = z.object({
  Users: z.int(),
  Registeredusers: z.int(),
  Deals: z.int(),
  News: z.int(),
  Restaurant: z.int(),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

export const dashboardSchemas = {
  home: { summary: 'Counters of the admin dashboard', response: z.object({ data: dashboardCounts }) },
};
