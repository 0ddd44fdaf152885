import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { useState } from 'react';
import { ORDER_STATUSES } from '../../../../contract/orders/constants';
import type { RestaurantWithOrders } from '../../../../contract/orders/schemas';
import { dateTime, formatAmount } from '../../../lib/format';
import { usePermission } from '../../../lib/queries/staff-permissions';
import { ordersEverywhereQuery, restaurantsWithOrdersQuery } from '../api';

const LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
} as const;

function RestaurantCard({ r }: { r: RestaurantWithOrders }) {
  const mayReport = usePermission('reports');
  const base = { restaurant: r._id, name: r.Name };
  return (
    <Card withBorder radius="md" padding="lg" aria-label={r.Name}>
      <Stack gap="sm">
        <div>
          <Title order={3}>{r.Name}</Title>
          <Text size="sm" c="dimmed">
            {r.Address}
          </Text>
        </div>
        <ButtonLink to="/orders-dashboard" search={base} size="md">
          Open the orders dashboard
        </ButtonLink>
        <Group gap="xs">
          {ORDER_STATUSES.map((s) => (
            <ButtonLink
              key={s}
              to="/orders"
              search={{ ...base, status: s }}
              size="sm"
              variant="default"
              rightSection={<Badge variant="light">{r.Orders[s]}</Badge>}
            >
              {LABELS[s]}
            </ButtonLink>
          ))}
          <ButtonLink
            to="/orders-callawaiter"
            search={base}
            size="sm"
            variant="default"
            rightSection={
              <Badge color="red" variant="light">
                {r.Orders.callawaiter}
              </Badge>
            }
          >
            Call A Waiter
          </ButtonLink>
          {mayReport && (
            <ButtonLink to="/restaurant-statistics" search={base} size="sm" variant="light">
              Statistics
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /orders-restaurants: admins pick a restaurant ('Select a restaurant'); staff see theirs ('My orders'). */
export function OrdersRestaurantsPage({ isAdmin }: { isAdmin: boolean }) {
  const [name, setName] = useState('');
  const [key] = useDebouncedValue(name.trim(), 300);
  const [orderInput, setOrderInput] = useState('');
  const [orderid, setOrderid] = useState('');
  const restaurants = useQuery(restaurantsWithOrdersQuery(isAdmin ? key : ''));
  const found = useQuery(ordersEverywhereQuery(orderid));

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{isAdmin ? 'Select a restaurant' : 'My orders'}</Title>
        <AnchorLink to="/recent-orders">Recent orders</AnchorLink>
      </Group>
      <Group align="flex-end" wrap="wrap">
        {isAdmin && (
          <TextInput
            label="Restaurant name"
            placeholder="Search restaurants"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            w={280}
          />
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setOrderid(orderInput.trim());
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Order id"
              placeholder="e.g. 1042 or D-007"
              required
              value={orderInput}
              onChange={(e) => setOrderInput(e.currentTarget.value)}
              w={220}
            />
            <Button type="submit" disabled={!orderInput.trim()}>
              Search
            </Button>
          </Group>
        </form>
      </Group>
      {orderid && (
        <Card withBorder>
          <Title order={4} mb="sm">
            Orders matching “{orderid}”
          </Title>
          {found.isFetching ? (
            <Loader size="sm" />
          ) : !found.data?.length ? (
            <Text c="dimmed">No result found</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {found.data.map((o) => (
                  <Table.Tr key={o._id}>
                    <Table.Td>
                      <AnchorLink
                        to="/orders"
                        search={{ restaurant: o.restaurant._id, name: o.restaurant.Name, status: o.status }}
                      >
                        {o.refNo} (#{o.id})
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{o.restaurant.Name}</Table.Td>
                    <Table.Td>{dateTime(o.date, o.restaurant.timezone)}</Table.Td>
                    <Table.Td>{LABELS[o.status]}</Table.Td>
                    <Table.Td ta="right">{formatAmount(o.total, o.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      )}
      {restaurants.isPending ? (
        <Loader />
      ) : restaurants.error ? (
        <Text c="red">{restaurants.error.message}</Text>
      ) : restaurants.data.data.length === 0 ? (
        <Text c="dimmed">No restaurant found</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {restaurants.data.data.map((r) => (
            <RestaurantCard key={r._id} r={r} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
