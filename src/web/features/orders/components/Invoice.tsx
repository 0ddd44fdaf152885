/** The printable invoice of an order: Danish labels, VAT 25% of the subtotal (spec part 2, section 4). */
import './invoice.css';
import { Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPrinter } from '@tabler/icons-react';
import type { Order } from '../../../../contract/orders';
import { dateTime } from '../../../lib/format';

export const VAT_RATE = 0.25;
const kr = (n: number) => n.toFixed(2).replace('.', ',');
const PAYMENT_DA: Record<string, string> = { card: 'Kort', mobilepay: 'MobilePay', kevin: 'Kevin', 'mobile payments': 'Mobilbetaling' };

export function Invoice({ order }: { order: Order }) {
  const rows = order.lines.flatMap((l) => [
    { key: `${l.menu}-${l.name}`, qty: l.qty, name: l.name, price: l.price, amount: l.qty * (l.price + l.attributes.reduce((s, a) => s + a.additionalPrice * a.qty, 0)) },
    ...l.extras.map((x) => ({ key: `${l.menu}-${x._id}`, qty: l.qty * x.qty, name: `+ ${x.name}`, price: x.price, amount: l.qty * x.qty * x.price })),
  ]);
  const vat = Math.round(order.subtotal * VAT_RATE * 100) / 100;
  const extra = (label: string, amount: number) =>
    amount > 0 && (
      <Group justify="space-between">
        <Text>{label}</Text>
        <Text>{kr(amount)}</Text>
      </Group>
    );
  return (
    <Stack className="invoice-print" gap="xs">
      <Title order={3}>Faktura</Title>
      <Text fw={600}>{order.restaurant.Name}</Text>
      <Text size="sm">
        Ordre {order.refNo} (nr. {order.id}) · Dato {dateTime(order.date)} · {order.dineIn ? `Bord ${order.tablenumber ?? '–'}` : 'Takeaway'}
      </Text>
      <Text size="sm">Kunde: {order.name}</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Antal</Table.Th>
            <Table.Th>Vare</Table.Th>
            <Table.Th ta="right">Pris</Table.Th>
            <Table.Th ta="right">Beløb</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.qty}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="right">{kr(r.price)}</Table.Td>
              <Table.Td ta="right">{kr(r.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      {extra('Subtotal', order.subtotal)}
      {extra('Servicegebyr', order.serviceFee)}
      {extra('Posegebyr', order.bagTakeAwayPrice)}
      {extra('Leveringsgebyr', order.deliveryFee)}
      {extra('Drikkepenge', order.tip)}
      <Group justify="space-between">
        <Text fw={700}>Total ({order.currency})</Text>
        <Text fw={700}>{kr(order.total)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">Moms (25 %)</Text>
        <Text size="sm">{kr(vat)}</Text>
      </Group>
      <Text size="sm">Betalingsmetode: {PAYMENT_DA[order.paymentType] ?? order.paymentType}</Text>
      <Group justify="flex-end" className="no-print">
        <Button leftSection={<IconPrinter />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </Stack>
  );
}

export const openInvoice = (order: Order) => modals.open({ title: `Invoice ${order.refNo}`, size: 'lg', children: <Invoice order={order} /> });
