import { Group, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { orderCharges, type ChargeRow } from '../../contract/orders/amounts';
import type { Order } from '../../contract/orders/schemas';
import { formatAmount } from '../lib/format';

const signed = (amount: number, currency: string) =>
  amount < 0 ? `−${formatAmount(-amount, currency)}` : formatAmount(amount, currency);

/**
 * Under an order's lines: the discount, the coupon used on it (with what its item offer took off), bag, delivery and
 * service fees and tip, then its total, so the figures add up.
 */
export function OrderCharges({ order, size = 'sm' }: { order: Order; size?: 'sm' | 'md' }) {
  const rows = orderCharges(order);
  const couponAmount = rows.find((r) => r.label === 'Coupon')?.amount;
  const coupon = order.coupon && (
    <Group key="coupon" justify="space-between" wrap="nowrap" data-testid="order-coupon">
      <Group gap={6} wrap="nowrap">
        <IconTicket size={18} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0 }} aria-hidden />
        <Text size={size} fw={600} c="teal.8">
          Coupon: {order.coupon.name}
          {order.coupon.code && ` (${order.coupon.code})`}
        </Text>
      </Group>
      {couponAmount !== undefined && (
        <Text size={size} fw={600} c="teal.8" style={{ whiteSpace: 'nowrap' }} data-testid="charge-Coupon">
          {signed(couponAmount, order.currency)}
        </Text>
      )}
    </Group>
  );
  const row = (r: ChargeRow) => (
    <Group key={r.label} justify="space-between" wrap="nowrap">
      <Text size={size} c="dimmed">
        {r.label}
      </Text>
      <Text size={size} c="dimmed" data-testid={`charge-${r.label}`}>
        {signed(r.amount, order.currency)}
      </Text>
    </Group>
  );
  // The coupon's own row (its name) takes the place of the plain 'Coupon' row, right after the discount.
  const others = rows.filter((r) => !(order.coupon && r.label === 'Coupon'));
  const after = others.findIndex((r) => r.label === 'Discount') + 1;
  return (
    <Stack gap={2} role="group" aria-label="Charges and total">
      {others.slice(0, after).map(row)}
      {coupon}
      {others.slice(after).map(row)}
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
