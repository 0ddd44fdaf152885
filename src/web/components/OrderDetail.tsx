/** An order opened from a list: lines, status history with who and when, payment, refund. */
import { Badge, Divider, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { modals } from '../lib/modals';
import { useQuery } from '@tanstack/react-query';
import type { OrderEvent } from '../../contract/order-detail/schemas';
import type { OrderStatus } from '../../contract/orders/constants';
import { dateTime, formatAmount } from '../lib/format';
import { orderDetailQuery } from '../lib/queries/order-detail';
import { QueryGate } from './QueryGate';
import { OrderCharges } from './OrderCharges';
import { lineAmount } from '../../contract/orders/amounts';
import { CancelledNote, isCancelled, LineQty, STRUCK } from './CancelledLine';

const STATUS: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'orange' },
  confirmed: { label: 'Confirmed', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'red' },
  refunded: { label: 'Refunded', color: 'grape' },
};
const ACTION: Record<string, string> = {
  placed: 'Placed',
  autoaccept: 'Accepted automatically',
  accept: 'Accepted',
  longwait: 'Accepted as long wait',
  decline: 'Declined',
  complete: 'Completed',
  completeall: 'Completed (complete all)',
  refund: 'Refunded',
  'line-cancelled': 'Line cancelled',
  watchdogprint: 'Printed: no screen acknowledged',
};
const PAYMENT: Record<string, string> = {
  card: 'Card',
  mobilepay: 'MobilePay',
  kevin: 'Kevin',
  'mobile payments': 'Mobile payments',
};

function EventLine({ e, currency }: { e: OrderEvent; currency: string }) {
  const line = e.cancelledLine;
  const extra = [
    line && `${line.qty}× ${line.name}`,
    line?.refunded && `${formatAmount(line.refunded, currency)} back to the customer`,
    e.reason && `Reason: ${e.reason}`,
    e.time && `${e.time} min`,
    e.comment && `“${e.comment}”`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Text size="sm">
        {e.userName ? `by ${e.userName}` : 'by the system'}
        {extra && ` · ${extra}`}
      </Text>
    </>
  );
}

function OrderDetail({ id }: { id: string }) {
  const query = useQuery(orderDetailQuery(id));
  return (
    <QueryGate query={query} errorTitle="Could not load the order">
      {({ order: o, events, restaurant }) => {
        const tz = restaurant.timezone;
        return (
          <Stack gap="sm" data-testid="order-detail">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>
                {o.restaurant.Name} · {dateTime(o.date, tz)}
              </Text>
              <Badge color={STATUS[o.status].color} variant="light" size="lg">
                {STATUS[o.status].label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              #{o.id} · {o.name}
              {o.mobilenumber && ` · ${o.mobilenumber}`} · {o.dineIn ? `Table ${o.tablenumber ?? '–'}` : 'Take-away'}
            </Text>
            <Table aria-label="Order lines">
              <Table.Tbody>
                {o.lines.map((l, i) => (
                  <Table.Tr key={`${l.menu}-${i}`}>
                    <Table.Td>
                      <Text size="sm" fw={600} className={isCancelled(l) ? STRUCK : undefined}>
                        <LineQty line={l} /> {l.name}
                      </Text>
                      <CancelledNote line={l} size="sm" />
                      {[
                        ...l.attributes.map((a) => `${a.attributeName ? `${a.attributeName}: ` : ''}${a.name}`),
                        ...l.extras.map((x) => `+ ${x.qty > 1 ? `${x.qty} × ` : ''}${x.name}`),
                      ].map((t) => (
                        <Text key={t} size="xs" c="dimmed" pl="md">
                          {t}
                        </Text>
                      ))}
                      {l.notes && (
                        <Text size="xs" c="orange.7" pl="md">
                          {l.notes}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(lineAmount(l), o.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <OrderCharges order={o} />
            <Text size="sm">Payment: {PAYMENT[o.paymentType] ?? o.paymentType}</Text>
            {o.refund && (
              <Text size="sm" c="grape">
                Refund: {o.refund.method === 'manual' ? 'manual (no payment provider)' : 'through the payment provider'}{' '}
                · {o.refund.reference} · {dateTime(o.refund.at, tz)}
              </Text>
            )}
            <Divider />
            <Title order={5}>Status history</Title>
            <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label="Status history">
              {events.map((e, i) => (
                <Timeline.Item key={`${e.at}-${i}`} title={`${ACTION[e.action] ?? e.action} · ${dateTime(e.at, tz)}`}>
                  <EventLine e={e} currency={o.currency} />
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        );
      }}
    </QueryGate>
  );
}

export const openOrderDetail = (id: string, title: string) =>
  modals.open({ title, size: 'lg', children: <OrderDetail id={id} /> });
