import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Center, Group, Loader, MultiSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isIsoDate, calendarDay } from '../../../contract/dates';
import { HOURS } from '../../../contract/statistics/routes';
import { productStatsQuery } from './api';
import { BackTitle } from '../../components/BackTitle';

const COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'red.6', 'lime.7', 'cyan.6', 'pink.6'];
/** The x axis: every hour of the day, 00:00 to 24:00. */
const AXIS = [...HOURS, '24:00'];

interface ProductSearch {
  restaurant: string;
  name: string;
  date: string;
}

/** Product statistics: a day, the products to compare, their sales per hour (00:00–24:00) and a quantity card per product. */
export function ProductStatsPage({
  search,
  onChange,
}: {
  search: ProductSearch;
  onChange: (next: Partial<ProductSearch>) => void;
}) {
  const valid = isIsoDate(search.date) && search.date <= calendarDay();
  const query = useQuery(productStatsQuery(search.restaurant, search.date, search.date, valid));
  const products = useMemo(() => query.data?.data ?? [], [query.data]);
  const [picked, setPicked] = useState<string[] | null>(null);
  const selected = picked ?? products.slice(0, 3).map((p) => p._id);
  const chartData = useMemo(
    () =>
      AXIS.map((hour, h) => {
        const point: Record<string, string | number> = { hour };
        for (const p of products) if (selected.includes(p._id)) point[p.name] = h < 24 ? (p.hours[h] ?? 0) : 0;
        return point;
      }),
    [products, selected],
  );
  const series = products
    .filter((p) => selected.includes(p._id))
    .map((p, i) => ({ name: p.name, color: COLORS[i % COLORS.length]! }));

  return (
    <Stack gap="md">
      <BackTitle title={`Product Statistics for ${search.name}`} />
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateInput
          label="Date"
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          value={search.date || null}
          excludeDate={(d) => d > calendarDay()}
          onChange={(v) => onChange({ date: v ?? '' })}
          error={valid ? undefined : "'Date' must be a day up to today"}
          w={{ base: '100%', xs: 170 }}
        />
        <MultiSelect
          label="Products"
          placeholder={products.length ? 'Pick products' : 'No products sold'}
          data={products.map((p) => ({ value: p._id, label: p.name }))}
          value={selected}
          onChange={setPicked}
          searchable
          w={{ base: '100%', sm: 420 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        {query.isFetching && !query.data ? (
          <Center h={300}>
            <Loader />
          </Center>
        ) : products.length === 0 ? (
          <Center h={120}>
            <Text c="dimmed">No data yet</Text>
          </Center>
        ) : (
          <LineChart
            h={300}
            data={chartData}
            dataKey="hour"
            series={series}
            curveType="linear"
            withLegend
            gridAxis="xy"
            yAxisProps={{ allowDecimals: false }}
            aria-label="Sales per hour"
          />
        )}
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {products.map((p) => (
          <Card key={p._id} withBorder radius="md" padding="sm">
            <Text size="sm" fw={600} lineClamp={2}>
              {p.name}
            </Text>
            <Text size="xl" fw={700}>
              {p.qty}
            </Text>
            <Text size="xs" c="dimmed">
              sold
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
