import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SpeedOfService } from '../../../contract/reports/schemas';
import { BackTitle } from '../../components/BackTitle';
import { DateRangeFilter, isValidDateRange } from '../../components/DateRangeFilter';
import { restaurantsWithOrdersQuery } from '../../lib/queries/orders';
import { speedOfServiceQuery } from './api';
import { exportSpeedOfService } from './speed-export';
import { useExport } from './useExport';

export interface SpeedSearch {
  restaurant: string;
  name: string;
  from: string;
  to: string;
}

/** Seconds as the page reads them: '14:05' (minutes:seconds). */
export const minSec = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
const minutes = (s: number) => Math.round((s / 60) * 10) / 10;

const EXPORTS = [
  { kind: 'excel', label: 'Excel', icon: <IconFileSpreadsheet size={18} /> },
  { kind: 'csv', label: 'CSV', icon: <IconFileTypeCsv size={18} /> },
] as const;

const SERIES = [
  { name: 'Median', color: 'blue.6' },
  { name: '90th percentile', color: 'orange.6' },
];

/** A bar chart of median and p90 in minutes, one pair per row. */
function TimesChart({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; medianSeconds: number; p90Seconds: number }[];
}) {
  return (
    <BarChart
      h={260}
      data={rows.map((r) => ({
        key: r.key,
        Median: minutes(r.medianSeconds),
        '90th percentile': minutes(r.p90Seconds),
      }))}
      dataKey="key"
      series={SERIES}
      withLegend
      unit=" min"
      gridAxis="y"
      aria-label={label}
    />
  );
}

function Figure({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

function Report({ data }: { data: SpeedOfService }) {
  const o = data.overall;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Figure label="Orders completed" value={o.tickets} note="accepted → completed" />
        <Figure label="Median" value={minSec(o.medianSeconds)} note="min:s, accepted → completed" />
        <Figure label="90th percentile" value={minSec(o.p90Seconds)} note="min:s, accepted → completed" />
        <Figure label="Over target" value={o.overTarget} note="placed → completed later than the target" />
        <Figure label="Recalls" value={o.recalls} note="station bumps brought back" />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md">
        <Title order={3} mb="xs">
          Stations
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Ticket time from placed to the station's bump.
        </Text>
        {data.stations.length === 0 ? (
          <Text c="dimmed">No station bumps in this period</Text>
        ) : (
          <>
            <TimesChart label="Ticket time per station" rows={data.stations.map((s) => ({ key: s.name, ...s }))} />
            <Table striped mt="md" aria-label="Stations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Station</Table.Th>
                  <Table.Th ta="right">Tickets</Table.Th>
                  <Table.Th ta="right">Median</Table.Th>
                  <Table.Th ta="right">90th percentile</Table.Th>
                  <Table.Th ta="right">Over target</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.stations.map((s) => (
                  <Table.Tr key={s.station}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td ta="right">{s.tickets}</Table.Td>
                    <Table.Td ta="right">{minSec(s.medianSeconds)}</Table.Td>
                    <Table.Td ta="right">{minSec(s.p90Seconds)}</Table.Td>
                    <Table.Td ta="right">{s.overTarget}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Title order={3} mb="xs">
          By hour
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Accepted → completed, by the hour the order was placed.
        </Text>
        {data.byHour.length === 0 ? (
          <Text c="dimmed">No completed orders in this period</Text>
        ) : (
          <TimesChart
            label="Order time per hour"
            rows={data.byHour.map((h) => ({ key: `${String(h.hour).padStart(2, '0')}:00`, ...h }))}
          />
        )}
      </Paper>
    </Stack>
  );
}

/** Admins pick the restaurant; staff see their own (the route puts it in the address). */
function RestaurantPicker({ value, onChange }: { value: string; onChange: (id: string, name: string) => void }) {
  const { data } = useQuery(restaurantsWithOrdersQuery(''));
  const options = (data?.data ?? []).map((r) => ({ value: r._id, label: r.Name }));
  return (
    <Select
      label="Restaurant"
      placeholder="Choose a restaurant"
      data={options}
      value={value || null}
      onChange={(v) => v && onChange(v, options.find((o) => o.value === v)?.label ?? '')}
      searchable={options.length > 8}
      nothingFoundMessage="No results found"
      w={{ base: '100%', sm: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Speed of service: ticket times per station and per hour (median, 90th percentile), orders over target, recalls. */
export function SpeedOfServicePage({
  search,
  onChange,
  chooseRestaurant,
}: {
  search: SpeedSearch;
  onChange: (next: Partial<SpeedSearch>) => void;
  /** Platform admins choose the restaurant on the page. */
  chooseRestaurant: boolean;
}) {
  const valid = isValidDateRange(search);
  const query = useQuery(speedOfServiceQuery(search.restaurant, search.from, search.to, valid));
  const data = query.data;
  const exporter = useExport();
  return (
    <Stack gap="md">
      <BackTitle title={search.name ? `Speed of Service for ${search.name}` : 'Speed of Service'}>
        {data && (
          <Group gap="xs">
            {EXPORTS.map(({ kind, label, icon }) => (
              <Button
                key={kind}
                variant={kind === 'excel' ? 'filled' : 'light'}
                leftSection={icon}
                loading={exporter.busy === kind}
                disabled={!!exporter.busy && exporter.busy !== kind}
                onClick={() =>
                  exporter.run(kind, () =>
                    exportSpeedOfService(kind, { name: search.name, from: search.from, to: search.to, answer: data }),
                  )
                }
              >
                {label}
              </Button>
            ))}
          </Group>
        )}
      </BackTitle>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {chooseRestaurant && (
          <RestaurantPicker value={search.restaurant} onChange={(restaurant, name) => onChange({ restaurant, name })} />
        )}
        <DateRangeFilter from={search.from} to={search.to} onChange={(r) => onChange(r)} />
      </Group>
      {!search.restaurant ? (
        <Text c="dimmed" ta="center" py="xl">
          Choose a restaurant
        </Text>
      ) : !data ? (
        <Center py="xl">{query.isFetching ? <Loader /> : null}</Center>
      ) : (
        <Report data={data} />
      )}
    </Stack>
  );
}
