import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderStatus } from '../../../contract/orders/constants';
import { QueryGate } from '../../components/QueryGate';
import { orderHistoryQuery } from './api';
import { HistoryOrderCard } from './HistoryOrderCard';

/** The four columns of the spec (pending orders are not shown). */
const COLUMNS: { status: OrderStatus; title: string; color: string }[] = [
  { status: 'confirmed', title: 'Confirmed', color: 'blue' },
  { status: 'completed', title: 'Completed', color: 'green' },
  { status: 'refunded', title: 'Refunded', color: 'orange' },
  { status: 'cancelled', title: 'Cancelled', color: 'red' },
];

/** /registeredusers-view: a customer's orders by status. */
export function OrderHistoryPage({ id, email }: { id: string; email: string }) {
  const query = useQuery(orderHistoryQuery(id));

  return (
    <>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ActionIcon
          component={Link}
          to="/registeredusers"
          variant="subtle"
          size="lg"
          aria-label="Back to Registered Users"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          Order history of {email || 'customer'}
        </Title>
      </Group>
      <QueryGate query={query} errorTitle="Could not load the order history">
        {(orders) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="md">
            {COLUMNS.map(({ status, title, color }) => {
              const list = orders.filter((o) => o.status === status);
              return (
                <Paper
                  key={status}
                  withBorder
                  radius="md"
                  p="sm"
                  bg="var(--mantine-color-default-hover)"
                  aria-label={title}
                  role="region"
                >
                  <Group justify="space-between" mb="sm">
                    <Title order={4}>{title}</Title>
                    <Badge color={color} variant="filled" aria-label={`${list.length} ${title.toLowerCase()} orders`}>
                      {list.length}
                    </Badge>
                  </Group>
                  <Stack gap="sm">
                    {list.length === 0 ? (
                      <Text c="dimmed" size="sm" ta="center" py="md">
                        No orders
                      </Text>
                    ) : (
                      list.map((o) => <HistoryOrderCard key={o._id} order={o} />)
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </QueryGate>
    </>
  );
}
