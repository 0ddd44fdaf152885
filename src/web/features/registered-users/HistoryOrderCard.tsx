import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { Order } from '../../../contract/orders/schemas';
import { lineAmount } from '../../../contract/orders/amounts';
import { dateTime, formatAmount } from '../../lib/format';
import { OrderCharges } from '../../components/OrderCharges';
import { openOrderDetail } from '../../components/OrderDetail';

/**
 * One past order of a customer: where, when, what (each line with its choices and extras in its amount, stamp rewards),
 * then the discount, coupon, fees, tip and total, as the order detail shows them.
 */
export function HistoryOrderCard({ order }: { order: Order }) {
  const cur = order.currency;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-label={`Order ${order.id}`}
      data-testid="history-order"
      role="button"
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={() => openOrderDetail(order._id, `Order ${order.refNo} (#${order.id})`)}
      onKeyDown={(e) =>
        (e.key === 'Enter' || e.key === ' ') &&
        (e.preventDefault(), openOrderDetail(order._id, `Order ${order.refNo} (#${order.id})`))
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={700}>{order.restaurant.Name}</Text>
            <Text size="xs" c="dimmed">
              {dateTime(order.date, order.restaurant.timezone)}
            </Text>
          </div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            #{order.id}
          </Text>
        </Group>
        <Divider />
        {order.lines.map((line, i) => (
          <Stack key={`${line.menu}-${i}`} gap={0}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm">
                {line.qty} × {line.name}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(lineAmount(line), cur)}
              </Text>
            </Group>
            {line.isReward && (
              <Badge size="xs" color="grape" variant="light" leftSection={<IconGift size={12} />} w="fit-content">
                Stamp reward
              </Badge>
            )}
            {line.attributes.map((a) => (
              <Text key={a._id} size="xs" c="dimmed" pl="md">
                {a.attributeName ? `${a.attributeName}: ` : ''}
                {a.name}
              </Text>
            ))}
            {line.extras.map((x) => (
              <Text key={x._id} size="xs" c="dimmed" pl="md">
                + {x.qty > 1 ? `${x.qty} × ` : ''}
                {x.name}
              </Text>
            ))}
          </Stack>
        ))}
        <Divider />
        <OrderCharges order={order} />
      </Stack>
    </Paper>
  );
}
