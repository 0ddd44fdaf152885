import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../contract/orders/constants';
import type { Order } from '../../../../contract/orders/schemas';
import { PagedTable, type Column } from '../../../components/PagedTable';
import { dateTime, formatAmount } from '../../../lib/format';
import { recentOrdersQuery } from '../api';
import { openOrderDetail } from '../../../components/OrderDetail';

/** The spec's status labels (preorder = Pending) and sources. */
const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
const sourceOf = (o: Order) => (o.isWeb ? (o.isGuest ? 'Web (Guest user)' : 'Web') : 'Mobile App');
const COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  refunded: 'grape',
};

const columns: Column<Order>[] = [
  { key: 'id', header: 'Order ID', role: 'primary', render: (o) => `${o.refNo} (#${o.id})` },
  { key: 'date', header: 'Date', render: (o) => dateTime(o.date, o.restaurant.timezone) },
  { key: 'name', header: 'Name', render: (o) => o.name },
  { key: 'total', header: 'Total', align: 'right', render: (o) => formatAmount(o.total, o.currency) },
  { key: 'restaurant', header: 'Restaurant', render: (o) => o.restaurant.Name },
  {
    key: 'status',
    header: 'Status',
    render: (o) => (
      <Badge color={COLORS[o.status]} variant="light">
        {STATUS_LABELS[o.status]}
      </Badge>
    ),
  },
  { key: 'from', header: 'From', render: (o) => <Text size="sm">{sourceOf(o)}</Text> },
];

interface RecentOrdersPageProps {
  page: number;
  status?: OrderStatus;
  onChange: (next: { page: number; status?: OrderStatus }) => void;
}

/** /recent-orders: the newest orders, 25 per page. */
export function RecentOrdersPage({ page, status, onChange }: RecentOrdersPageProps) {
  const q = useQuery(recentOrdersQuery(page, status));
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Recent orders</Title>
        <Select
          aria-label="Status"
          placeholder="All statuses"
          clearable
          w={200}
          data={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          value={status ?? null}
          onChange={(v) => onChange({ page: 1, status: (v as OrderStatus | null) ?? undefined })}
        />
      </Group>
      <PagedTable
        caption="Recent orders"
        columns={columns}
        rows={q.data?.data}
        rowKey={(o) => o._id}
        meta={q.data?.meta}
        onPage={(p) => onChange({ page: p, status })}
        loading={q.isFetching}
        error={q.error}
        onRetry={() => q.refetch()}
        empty="No orders"
        onRowClick={(o) => openOrderDetail(o._id, `Order ${o.refNo} (#${o.id})`)}
      />
    </Stack>
  );
}
