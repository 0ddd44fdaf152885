/** The printable invoice of an order: Danish labels, VAT 25% of the subtotal (the spec's invoice rule). */
import './invoice.css';
import { Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '../../../lib/modals';
import { IconPrinter } from '@tabler/icons-react';
import type { Order } from '../../../../contract/orders/schemas';
import { useQuery } from '@tanstack/react-query';
import { dateTime, formatAmount } from '../../../lib/format';
import { orderDetailQuery } from '../../../lib/queries/order-detail';

const VAT_RATE = 0.25;
/** Danish amounts on the Danish invoice: '1.234,50'. */
const kr = (n: number) => formatAmount(n, undefined, 'da');
const PAYMENT_DA: Record<string, string> = {
  card: 'Kort',
  mobilepay: 'MobilePay',
  kevin: 'Kevin',
  'mobile payments': 'Mobilbetaling',
};

/**
 * Menu prices include Danish VAT (25 % of the price before VAT), so the VAT is 20 % of what
 * the customer paid for the order (tips carry no VAT): on 35,00 the subtotal before VAT is 28,00 and VAT 7,00.
 */
export function vatOf(order: Pick<Order, 'total' | 'tip'>) {
  const taxed = Math.round((order.total - order.tip) * 100);
  const net = Math.round(taxed / (1 + VAT_RATE));
  return { net: net / 100, vat: (taxed - net) / 100 };
}

/** Money in øre while summing, so the rows add up to the subtotal exactly. */
const minor = (units: number) => Math.round(units * 100);

/**
 * The invoice's rows: each line at its unit price with its options (named after the item, their prices in it), then
 * each extra as a row of its own; qty × price = amount on every row, and the rows add up to the order's subtotal. A
 * partly cancelled line is invoiced for what is left.
 */
export function invoiceRows(order: Pick<Order, 'lines'>) {
  return order.lines.flatMap((l, i) => {
    if (l.qty === 0) return []; // cancelled in full: not charged
    const unit = minor(l.price) + l.attributes.reduce((s, a) => s + minor(a.additionalPrice) * a.qty, 0);
    const options = l.attributes.map((a) => a.name).join(', ');
    return [
      {
        key: `${i}-${l.menu}`,
        qty: l.qty,
        name: options ? `${l.name} (${options})` : l.name,
        price: unit / 100,
        amount: (l.qty * unit) / 100,
      },
      ...l.extras.map((x) => ({
        key: `${i}-${x._id}`,
        qty: l.qty * x.qty,
        name: `+ ${x.name}`,
        price: x.price,
        amount: (l.qty * x.qty * minor(x.price)) / 100,
      })),
    ];
  });
}

function Invoice({ order }: { order: Order }) {
  // The restaurant's address and CVR number come with the order's detail (offline: the name alone).
  const restaurant = useQuery(orderDetailQuery(order._id)).data?.restaurant;
  const tz = restaurant?.timezone;
  const rows = invoiceRows(order);
  const { net, vat } = vatOf(order);
  const extra = (label: string, amount: number, sign = '') =>
    amount > 0 && (
      <Group justify="space-between" wrap="nowrap">
        <Text>{label}</Text>
        <Text style={{ whiteSpace: 'nowrap' }}>
          {sign}
          {kr(amount)}
        </Text>
      </Group>
    );
  return (
    <Stack className="invoice-print" gap="xs">
      <Title order={3}>Faktura</Title>
      <Stack gap={0} data-testid="invoice-restaurant">
        <Text fw={600}>{restaurant?.Name ?? order.restaurant.Name}</Text>
        {restaurant?.Address && <Text size="sm">{restaurant.Address}</Text>}
        {restaurant?.CVR && <Text size="sm">CVR-nr. {restaurant.CVR}</Text>}
      </Stack>
      <Text size="sm">
        Ordre {order.refNo} (nr. {order.id}) · Dato {dateTime(order.date, tz)} ·{' '}
        {order.dineIn ? `Bord ${order.tablenumber ?? '–'}` : 'Takeaway'}
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
      {extra('Subtotal (inkl. moms)', order.subtotal)}
      {extra('Rabat', order.discount, '−')}
      {extra(
        order.coupon ? `Kupon ${order.coupon.name}${order.coupon.code && ` (${order.coupon.code})`}` : 'Kupon',
        order.couponDiscount,
        '−',
      )}
      {extra('Servicegebyr', order.serviceFee)}
      {extra('Posegebyr', order.bagTakeAwayPrice)}
      {extra('Leveringsgebyr', order.deliveryFee)}
      {extra('Drikkepenge', order.tip)}
      <Group justify="space-between">
        <Text fw={700}>Total ({order.currency})</Text>
        <Text fw={700}>{kr(order.total)}</Text>
      </Group>
      <Group justify="space-between" data-testid="invoice-net">
        <Text size="sm">Subtotal ekskl. moms</Text>
        <Text size="sm">{kr(net)}</Text>
      </Group>
      <Group justify="space-between" data-testid="invoice-vat">
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

export const openInvoice = (order: Order) =>
  modals.open({ title: `Invoice ${order.refNo}`, size: 'lg', children: <Invoice order={order} /> });
