import { Stack, Title } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { Counters } from '../../features/dashboard/Counters';
import { dashboardCountsQuery } from '../../features/dashboard/api';
import { requireSession } from '../../lib/guards';
import { isStaffProfile } from '../../lib/session';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: () => {
    const { profile } = requireSession();
    // Restaurant staff are sent to their restaurant's menu (spec part 1, section 2).
    if (isStaffProfile(profile)) throw redirect({ to: '/menu' as never, search: { id: profile.Restaurant, name: profile.RestaurantName } as never });
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(dashboardCountsQuery()),
  component: () => (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <Counters />
    </Stack>
  ),
});
