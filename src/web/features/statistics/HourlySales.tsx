import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { CompositeChart } from '@mantine/charts';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { fromUsDate, HOURS, toUsDate } from '../../../contract/statistics/routes';
import { hourlyQuery, type HourlyQuery } from '../../../contract/statistics/schemas';
import { hourlyStatsQuery } from './api';
import { CHART_LOOK, CHART_MARGIN, ChartFrame } from './ChartFrame';
import { DayPicker } from './DayPicker';
import { axisAmount, longDay, niceCeil } from './format';
import { formatAmount } from '../../lib/format';
import { HourTooltip, type HourRow } from './HourTooltip';
import { RestaurantSelect } from './RestaurantSelect';
import { formResolver } from '../../lib/validation';

const SALES = 'var(--mantine-color-orange-6)';
const ORDERS = 'var(--mantine-color-indigo-6)';

interface HourlySalesProps {
  /** What the chart shows: the last submitted form. */
  submitted: HourlyQuery;
  onSubmit: (q: HourlyQuery) => void;
}

/** The Hourly tab: sales and number of orders per hour of one day; without 'All hours' only hours with sales. */
export function HourlySales({ submitted, onSubmit }: HourlySalesProps) {
  const [showNumbers, setShowNumbers] = useState(false);
  const [allHours, setAllHours] = useState(false);
  const form = useForm<z.input<typeof hourlyQuery>>({
    mode: 'controlled',
    initialValues: submitted,
    validate: formResolver(hourlyQuery),
  });
  const query = useQuery(hourlyStatsQuery(submitted));

  const stats = query.data;
  const currency = stats?.currency ?? 'DKK';
  const every: HourRow[] = stats
    ? HOURS.map((hour) => ({ hour, ...(stats.orders[hour] ?? { total: 0, count: 0 }) }))
    : [];
  const rows = allHours ? every : every.filter((r) => r.total > 0);
  const total = every.reduce((s, r) => s + r.total, 0);
  const count = every.reduce((s, r) => s + r.count, 0);
  const maxTotal = Math.max(0, ...every.map((r) => r.total));
  const maxCount = Math.max(0, ...every.map((r) => r.count));
  const picked = form.values.date ? fromUsDate(form.values.date) : null;
  const label = (fill: string, format: (v: number) => string) =>
    showNumbers
      ? {
          position: 'top' as const,
          fontSize: 11,
          fill,
          formatter: (v: unknown) => (Number(v) ? format(Number(v)) : ''),
        }
      : false;

  return (
    <Stack gap="md">
      <form onSubmit={form.onSubmit((values) => onSubmit(hourlyQuery.parse(values)))} noValidate>
        <Group align="flex-start" gap="sm">
          <DayPicker
            label="Date"
            value={picked}
            onChange={(v) => form.setFieldValue('date', v ? toUsDate(v) : '')}
            error={form.errors.date}
          />
          <RestaurantSelect
            value={form.values.restaurant}
            onChange={(r) => form.setFieldValue('restaurant', r)}
            error={form.errors.restaurant as string | undefined}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={query.isFetching}>
            Submit
          </Button>
        </Group>
      </form>

      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={4}>Hourly sales ({longDay(fromUsDate(submitted.date))})</Title>
          <Text size="sm" c="dimmed">
            {stats ? (
              <>
                Total{' '}
                <Text span fw={600} c="var(--mantine-color-text)" data-testid="hourly-total">
                  {formatAmount(total, currency)}
                </Text>{' '}
                · {count} {count === 1 ? 'order' : 'orders'}
              </>
            ) : (
              ' '
            )}
          </Text>
        </div>
        <Group gap="lg">
          <Switch
            label="Show numbers"
            checked={showNumbers}
            onChange={(e) => setShowNumbers(e.currentTarget.checked)}
          />
          <Switch label="All hours" checked={allHours} onChange={(e) => setAllHours(e.currentTarget.checked)} />
        </Group>
      </Group>

      <ChartFrame
        loading={!stats}
        error={query.error}
        fetching={query.isFetching}
        empty={stats && total === 0 ? 'No sales on this day' : undefined}
        label="Hourly sales chart"
      >
        <CompositeChart
          {...CHART_LOOK}
          data={rows}
          dataKey="hour"
          series={[
            { name: 'total', label: `Sales (${currency})`, type: 'bar', color: 'orange.6' },
            { name: 'count', label: 'Orders', type: 'line', color: 'indigo.6', yAxisId: 'right' },
          ]}
          withLegend
          withRightYAxis
          yAxisLabel={currency}
          rightYAxisLabel="Orders"
          // Headroom above the bars keeps the orders line (and its numbers) clear of the bars' numbers.
          yAxisProps={{ tickFormatter: axisAmount, width: 60, domain: [0, niceCeil(maxTotal * 1.6)], tickCount: 5 }}
          rightYAxisProps={{ allowDecimals: false, width: 40, domain: [0, Math.max(4, Math.ceil(maxCount * 1.05))] }}
          // Every hour is labelled; with many of them the labels lean, so they never run into each other.
          xAxisProps={rows.length > 16 ? { interval: 0, angle: -40, textAnchor: 'end', height: 44 } : { interval: 0 }}
          barProps={{ label: label(SALES, rows.length > 12 ? axisAmount : (v: number) => formatAmount(v)) }}
          lineProps={{ label: label(ORDERS, String) }}
          tooltipProps={{ content: ({ payload }) => <HourTooltip payload={payload} currency={currency} /> }}
          curveType="linear"
          maxBarWidth={44}
          strokeWidth={2}
          composedChartProps={{ margin: CHART_MARGIN }}
        />
      </ChartFrame>
    </Stack>
  );
}
