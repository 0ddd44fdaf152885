import { Group, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { orderCharges } from '../../contract/orders/amounts';
import type { Order } from '../../contract/orders/schemas';
import { formatAmount } from '../lib/format';

/**
 * Under an order's lines: the coupon used on it, then discount, bag, delivery and service fees and tip, then its
 * total, so the figures add up.
 */
export function OrderCharges({ order, size = 'sm' }: { order: Order; size?: 'sm' | 'md' }) {
  return (
    <Stack gap={2} role="group" aria-label="Charges and total">
      {order.coupon && (
        <Group gap={6} wrap="nowrap" data-testid="order-coupon">
          <IconTicket size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size={size} fw={600} c="teal.8">
            Coupon: {order.coupon.name}
            {order.coupon.code && ` (${order.coupon.code})`}
          </Text>
        </Group>
      )}
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
