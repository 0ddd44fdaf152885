import { Skeleton, Stack, Title } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Counters } from '../../features/dashboard/Counters';
import { dashboardCountsQuery } from '../../features/dashboard/api';
import { overallStatsQuery } from '../../features/statistics/api';
import { defaultDailyQuery } from '../../features/statistics/forms';
import { requireSession } from '../../lib/guards';
import { isStaffProfile } from '../../lib/session';

// The charts and their libraries load only with the statistics panel, after the counters are on screen.
const StatisticsPanel = lazy(() => import('../../features/statistics/StatisticsPanel'));

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: () => {
    const { profile } = requireSession();
    // Restaurant staff are sent to their restaurant's menu (the spec's screens).
    if (isStaffProfile(profile))
      throw redirect({
        to: '/menu' as never,
        search: { id: profile.Restaurant, name: profile.RestaurantName } as never,
      });
  },
  loader: ({ context }) => {
    // The default chart's data is fetched alongside, without holding up the counters.
    void context.queryClient.prefetchQuery(overallStatsQuery(defaultDailyQuery()));
    // Never waits for the network (an unreachable server must not hold up the shell); the counters show their loading.
    void context.queryClient.prefetchQuery(dashboardCountsQuery());
  },
  component: () => (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <Counters />
      <Suspense fallback={<Skeleton h={520} radius="md" role="status" aria-label="Sales statistics are loading" />}>
        <StatisticsPanel />
      </Suspense>
    </Stack>
  ),
});
