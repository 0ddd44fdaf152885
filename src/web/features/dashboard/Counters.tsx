import { Alert, Button, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DashboardCounts } from '../../../contract/dashboard/schemas';
import { dashboardCountsQuery } from './api';

const COUNTERS: { key: keyof DashboardCounts; label: string; to: string }[] = [
  { key: 'Users', label: 'Users', to: '/users' },
  { key: 'Registeredusers', label: 'Total Customers', to: '/registeredusers' },
  { key: 'Deals', label: 'Deals', to: '/deals' },
  { key: 'News', label: 'News Feeds', to: '/news' },
  { key: 'Restaurant', label: 'Restaurants', to: '/restaurant' },
];

/** The admin dashboard's counters, each linking to its list; a link's name is what it shows (label and count). */
export function Counters() {
  const { data, error, refetch, isFetching } = useQuery(dashboardCountsQuery());
  if (error && !data)
    return (
      <Alert color="red" title="Could not load the counters">
        {error.message}{' '}
        <Button size="xs" variant="light" color="red" onClick={() => refetch()} loading={isFetching}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      {COUNTERS.map((c) => (
        <Card key={c.key} component={Link} to={c.to as never} withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {c.label}
          </Text>
          {data ? (
            <Text fz={34} fw={700} lh={1.2} data-testid={`count-${c.key}`}>
              {data[c.key].toLocaleString('en')}
            </Text>
          ) : (
            <Skeleton h={40} mt={4} />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
