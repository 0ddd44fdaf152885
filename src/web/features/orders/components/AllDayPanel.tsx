import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '../../../../contract/orders/schemas';

/** How many of each item are in the orders being prepared now ("all day" on the pass). */
export function allDay(orders: Order[]) {
  const counts = new Map<string, number>();
  for (const o of orders) for (const l of o.lines) if (l.qty > 0) counts.set(l.name, (counts.get(l.name) ?? 0) + l.qty);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function AllDayPanel({ orders }: { orders: Order[] }) {
  const rows = allDay(orders);
  return (
    <Paper withBorder radius="md" p="md" aria-label="All day">
      <Title order={4} mb="xs">
        All day
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">Nothing in preparation</Text>
      ) : (
        <Stack gap={4}>
          {rows.map(([name, qty]) => (
            <Group key={name} justify="space-between" wrap="nowrap">
              <Text fz="lg">{name}</Text>
              <Text fz="lg" fw={800}>
                {qty}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
