import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { daysInRange } from '../../../contract/statistics/routes';
import { overallQuery, type OverallQuery } from '../../../contract/statistics/schemas';
import { DateRangeFilter, isValidDateRange, type DateRange } from '../../components/DateRangeFilter';
import { overallStatsQuery } from './api';
import { CHART_LOOK, CHART_MARGIN, ChartFrame } from './ChartFrame';
import { axisAmount, dayLabel, longDay } from './format';
import { formatAmount } from '../../lib/format';
import { RestaurantSelect } from './RestaurantSelect';
import { check } from '../../lib/validation';

/** Bars with room for a full amount; beyond this the labels are shortened. */
const FULL_LABELS_UP_TO = 14;

interface DailySalesProps {
  /** What the chart shows: the last submitted form. */
  submitted: OverallQuery;
  onSubmit: (q: OverallQuery) => void;
}

/** The Daily tab: sales per day of a range (default the last 7 days), one restaurant or all. */
export function DailySales({ submitted, onSubmit }: DailySalesProps) {
  const [showNumbers, setShowNumbers] = useState(false);
  const [range, setRange] = useState<DateRange>({ from: submitted.startdate, to: submitted.enddate });
  const [restaurant, setRestaurant] = useState(submitted.restaurant);
  /** What the range filter does not say itself (a range too long, an unknown restaurant). */
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery(overallStatsQuery(submitted));

  const days = daysInRange(submitted.startdate, submitted.enddate);
  const stats = query.data;
  const spansYears = submitted.startdate.slice(0, 4) !== submitted.enddate.slice(0, 4);
  const data = stats
    ? stats.label.map((date, i) => ({ date, day: dayLabel(date, days, spansYears), sales: stats.value[i] }))
    : [];
  const currency = stats?.currency ?? 'DKK';
  const total = stats ? stats.value.reduce((s, v) => s + v, 0) : 0;

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // The filter already shows what is wrong with the range under its fields.
          if (!isValidDateRange(range)) return;
          // The server's own rules.
          const checked = check(overallQuery, { startdate: range.from, enddate: range.to, restaurant });
          setProblem(checked.success ? null : checked.error.issues[0].message);
          if (checked.success) onSubmit(checked.data);
        }}
      >
        <Group align="flex-start" gap="sm">
          <DateRangeFilter from={range.from} to={range.to} onChange={setRange} />
          <RestaurantSelect value={restaurant} onChange={setRestaurant} />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={query.isFetching}>
            Submit
          </Button>
        </Group>
        {problem && (
          <Text c="red" size="sm" mt={4} role="alert">
            {problem}
          </Text>
        )}
      </form>

      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={4}>Overall sales (Last {days} day/s)</Title>
          <Text size="sm" c="dimmed">
            {longDay(submitted.startdate)} – {longDay(submitted.enddate)}
            {stats && (
              <>
                {' · Total '}
                <Text span fw={600} c="var(--mantine-color-text)" data-testid="daily-total">
                  {formatAmount(total, currency)}
                </Text>
              </>
            )}
          </Text>
        </div>
        <Switch label="Show numbers" checked={showNumbers} onChange={(e) => setShowNumbers(e.currentTarget.checked)} />
      </Group>

      <ChartFrame
        loading={!stats}
        error={query.error}
        fetching={query.isFetching}
        empty={stats && total === 0 ? 'No sales in this period' : undefined}
        label="Daily sales chart"
      >
        <BarChart
          {...CHART_LOOK}
          data={data}
          dataKey="day"
          series={[{ name: 'sales', label: 'Sales', color: 'orange.6' }]}
          valueFormatter={(v) => formatAmount(v, currency)}
          withBarValueLabel={showNumbers}
          valueLabelProps={{
            formatter: (v: unknown) =>
              data.length > FULL_LABELS_UP_TO ? axisAmount(Number(v)) : formatAmount(Number(v)),
            fontSize: 11,
          }}
          yAxisProps={{ tickFormatter: axisAmount, width: 60 }}
          yAxisLabel={currency}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
          tooltipProps={{
            labelFormatter: (_: unknown, payload: readonly { payload?: { date?: string } }[]) =>
              longDay(payload?.[0]?.payload?.date ?? ''),
          }}
          maxBarWidth={56}
          barChartProps={{ margin: CHART_MARGIN }}
        />
      </ChartFrame>
    </Stack>
  );
}
