/** The dashboard's counters: shown on the dashboard, refreshed by every screen whose change moves a counter. */
import { queryOptions } from '@tanstack/react-query';
import { dashboardRoutes } from '../../../contract/dashboard/routes';
import { callApi } from '../api-client';

export const dashboardKeys = { all: ['dashboard'] as const, counts: () => ['dashboard', 'counts'] as const };

export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.counts(),
    queryFn: ({ signal }) => callApi(dashboardRoutes.home, { signal }).then((a) => a.data),
  });
