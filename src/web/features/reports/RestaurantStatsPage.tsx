import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Center, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import type { RestaurantStats } from '../../../contract/reports/schemas';
import { restaurantStatsQuery } from './api';
import { BackTitle } from '../../components/BackTitle';
import { formatAmount } from './format';
import { RANGE_LABEL, rangeDays, STAT_RANGES, type StatRange } from './ranges';

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

function TopList({ title, rows }: { title: string; rows: RestaurantStats['topitems'] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={5} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No data yet
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {r.count}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function RestaurantStatsPage({
  restaurant,
  name,
  range,
  onRange,
}: {
  restaurant: string;
  name: string;
  range: StatRange;
  onRange: (r: StatRange) => void;
}) {
  const { from, to } = rangeDays(range);
  const query = useQuery(restaurantStatsQuery(restaurant, from, to));
  const s = query.data;
  const currency = s?.currency ?? 'DKK';
  const link = { restaurant, name };
  return (
    <Stack gap="md">
      <BackTitle title={`Restaurant Statistics for ${name}`} />
      <Group gap="xs" wrap="wrap">
        <ButtonLink to="/product-stats" search={link} variant="light">
          Product Statistics
        </ButtonLink>
        <ButtonLink to="/report-tablenumber" search={link} variant="light">
          Table Number Statistics
        </ButtonLink>
        <ButtonLink to="/report" search={link} variant="light">
          Report
        </ButtonLink>
        <ButtonLink to="/report-per-category" search={link} variant="light">
          Per Category Report
        </ButtonLink>
      </Group>
      <SegmentedControl
        value={range}
        onChange={(v) => onRange(v as StatRange)}
        data={STAT_RANGES.map((r) => ({ value: r, label: RANGE_LABEL[r] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" c="dimmed">
        {from === to ? from : `${from} to ${to}`}
      </Text>
      {!s ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <Stat label="Gross" value={formatAmount(s.gross, currency)} />
            <Stat label="Average" value={formatAmount(s.average, currency)} />
            <Stat label="Items purchased" value={String(s.itempurchased)} />
            <Stat label="Orders" value={String(s.ordercount)} />
            <Stat label="Avg. pending wait" value={`${s.pendingavewaitmin} min`} />
            <Stat label="Avg. completed wait" value={`${s.completedavewaitmin} min`} />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            <Title order={5} mb="sm">
              Sales ({currency})
            </Title>
            <AreaChart
              h={280}
              data={s.label.map((label, i) => ({ label, Sales: s.value[i] ?? 0 }))}
              dataKey="label"
              series={[{ name: 'Sales', color: 'blue.6' }]}
              curveType="monotone"
              gridAxis="xy"
              valueFormatter={(v) => formatAmount(v)}
              yAxisProps={{ width: 80, tickFormatter: (v: number) => whole.format(v) }}
            />
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TopList title="Top items" rows={s.topitems} />
            <TopList title="Top attributes" rows={s.topattributes} />
            <TopList title="Top extras" rows={s.topextras} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
