import { Group, Stack, Text } from '@mantine/core';
import { orderCharges } from '../../contract/orders/amounts';
import type { Order } from '../../contract/orders/schemas';
import { formatAmount } from '../lib/format';

/** Discount, bag, delivery and service fees and tip under an order's lines, then its total: the figures add up. */
export function OrderCharges({ order, size = 'sm' }: { order: Order; size?: 'sm' | 'md' }) {
  return (
    <Stack gap={2} aria-label="Order total">
      {orderCharges(order).map((r) => (
        <Group key={r.label} justify="space-between" wrap="nowrap">
          <Text size={size} c="dimmed">
            {r.label}
          </Text>
          <Text size={size} c="dimmed" data-testid={`charge-${r.label}`}>
            {r.amount < 0 ? `−${formatAmount(-r.amount, order.currency)}` : formatAmount(r.amount, order.currency)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <Text size={size} fw={700}>
          Total
        </Text>
        <Text fw={700} data-testid="order-total">
          {formatAmount(order.total, order.currency)}
        </Text>
      </Group>
    </Stack>
  );
}
