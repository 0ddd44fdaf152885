import { Alert, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SmsLog } from '../../../contract/sms-logs/schemas';
import { DateRangeFilter, isValidDateRange, type DateRange } from '../../components/DateRangeFilter';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { RestaurantPicker } from '../../components/RestaurantPicker';
import { StatusBadge } from '../../components/StatusBadge';
import { dateTime } from '../../lib/format';
import { smsCountsQuery, smsLogsQuery } from './api';
import { SmsCountsPanel } from './SmsCountsPanel';

interface SmsLogsFilter extends DateRange {
  restaurant: string | null;
  page: number;
}

const columns: Column<SmsLog>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (l) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dateTime(l.date)}
      </Text>
    ),
  },
  {
    key: 'mobile',
    header: 'Mobile Number',
    role: 'primary',
    render: (l) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {l.MobileNumber}
      </Text>
    ),
  },
  { key: 'message', header: 'Message', render: (l) => l.Message },
  {
    key: 'order',
    header: 'Order ID',
    render: (l) =>
      l.OrderId ? (
        `#${l.OrderId.OrderId}`
      ) : (
        <Text c="dimmed" span>
          –
        </Text>
      ),
  },
  { key: 'status', header: 'Status', render: (l) => <StatusBadge status={l.Status} /> },
];

/** Profile menu › SMS Logs: SMS per restaurant and one restaurant's messages, in a date range (default this year). */
export function SmsLogsPage({ filter, onFilter }: { filter: SmsLogsFilter; onFilter: (f: SmsLogsFilter) => void }) {
  const { from, to, page } = filter;
  const valid = isValidDateRange({ from, to });
  const counts = useQuery(smsCountsQuery(from, to, valid));
  // Until one is chosen, the restaurant with the most SMS is shown.
  const restaurant = filter.restaurant ?? counts.data?.[0]?.id ?? null;
  const logs = useQuery(smsLogsQuery(restaurant ?? '', from, to, page, valid && !!restaurant));
  const name = counts.data?.find((c) => c.id === restaurant)?.Name;

  return (
    <Stack gap="md">
      <Title order={2}>SMS Logs</Title>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <RestaurantPicker value={restaurant} onChange={(r) => onFilter({ ...filter, restaurant: r, page: 1 })} />
          <DateRangeFilter from={from} to={to} onChange={(range) => onFilter({ ...filter, ...range, page: 1 })} />
        </Group>
      </Paper>
      {!valid ? (
        <Alert color="yellow">Correct the dates above to see the SMS logs.</Alert>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <SmsCountsPanel
              counts={counts}
              selected={restaurant}
              onSelect={(r) => onFilter({ ...filter, restaurant: r, page: 1 })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {!restaurant ? (
              <Paper withBorder radius="md" p="xl">
                <Text c="dimmed" ta="center">
                  Choose a restaurant to see its SMS logs.
                </Text>
              </Paper>
            ) : (
              <Stack gap="sm">
                <Group gap="sm">
                  <Title order={4}>{name ?? 'SMS logs'}</Title>
                  {logs.data && <Badge variant="outline">Total: {logs.data.meta.total}</Badge>}
                </Group>
                <QueryPagedTable
                  query={logs}
                  caption="SMS logs"
                  columns={columns}
                  rowKey={(l) => l._id}
                  onPage={(p) => onFilter({ ...filter, page: p })}
                  empty="No SMS in this period"
                />
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
