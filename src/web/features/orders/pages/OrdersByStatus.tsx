import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderStatus } from '../../../../contract/orders/constants';
import { useKitchenSettings } from '../../../lib/kitchen/settings';
import { searchOrderQuery } from '../api';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { OrderCard } from '../components/OrderCard';
import { StatusStrip } from '../components/StatusStrip';
import { useCounts, useRestaurantZone, useShownOrders } from '../live';
import { CompleteAllButton } from '../components/CompleteAllButton';
import { ButtonLink } from '../../../components/links';
import { usePermission } from '../../../lib/queries/staff-permissions';

/** The lists an order can come from on its way into `status`, so a waiting action shows at once. */
const SOURCES: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending'],
  confirmed: ['pending', 'confirmed'],
  completed: ['confirmed', 'completed'],
  cancelled: ['pending', 'cancelled'],
  refunded: ['confirmed', 'completed', 'refunded'],
};
const STEP = 30;

/** /orders?restaurant&name&status: one status's orders with their actions, and a search by order id. */
export function OrdersByStatus({
  restaurant,
  name,
  status,
}: {
  restaurant: string;
  name: string;
  status: OrderStatus;
}) {
  const [settings] = useKitchenSettings();
  const counts = useCounts(restaurant);
  const { shown, loading, error, syncedAt } = useShownOrders(restaurant, SOURCES[status]);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(searchOrderQuery(restaurant, term));
  const [limit, setLimit] = useState(STEP);
  const list = term ? (found.data?.data ?? []) : shown[status];
  const timeZone = useRestaurantZone(restaurant);
  const mayReport = usePermission('reports');

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>{name || 'Orders'}</Title>
        {mayReport && (
          <ButtonLink to="/restaurant-statistics" search={{ restaurant, name }} size="sm" variant="light">
            Statistics
          </ButtonLink>
        )}
      </Group>
      <StatusStrip restaurant={restaurant} name={name} counts={counts} active={status} />
      <ConnectionBanner syncedAt={syncedAt} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          size="md"
          w={360}
          maw="100%"
          leftSection={<IconSearch size={18} />}
          placeholder="Search by order id, e.g. 1042 or D-007"
          aria-label="Search orders"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {status === 'confirmed' && <CompleteAllButton restaurant={restaurant} count={shown.confirmed.length} />}
      </Group>
      {error && !syncedAt && <Alert color="red">{error.message}</Alert>}
      {(loading && !syncedAt) || (term && found.isFetching && !found.data) ? (
        <Loader aria-label="Loading orders" />
      ) : list.length === 0 ? (
        <Text c="dimmed" fz="lg">
          {term ? 'No result found' : 'No orders'}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.slice(0, limit).map((o) => (
              <OrderCard key={o._id} order={o} settings={settings} timeZone={timeZone} dated />
            ))}
          </SimpleGrid>
          {list.length > limit && (
            <Group justify="center">
              <Button variant="default" size="md" onClick={() => setLimit((l) => l + STEP)}>
                Show more ({list.length - limit} left)
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
