/**
 * A day-by-day bar chart of one coupon's or deal's uses (POST /statistics/couponusage, /statistics/dealredeemed),
 * with its total. Loaded on demand (lazily imported by the screens' statistics modals): the charts library comes with it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';

interface UsageChartModalProps {
  /** 'Statistics: {name}'. */
  name: string;
  stats: UseQueryResult<{ Statistics: { Label: string[]; Value: number[] }; Total: number }>;
  /** The series' name ('Used', 'Redeemed'), and the chart's accessible name ('Uses per day'). */
  series: string;
  chartLabel: string;
  /** 'Uses per day, 01/01/2026 – 31/01/2026'. */
  period: string;
  /** What an item that has not started yet shows. */
  notStarted: string;
  onClose: () => void;
}

export function UsageChartModal({
  name,
  stats,
  series,
  chartLabel,
  period,
  notStarted,
  onClose,
}: UsageChartModalProps) {
  const rows = stats.data
    ? stats.data.Statistics.Label.map((day, i) => ({
        day: dayjs(day).format('DD MMM'),
        [series]: stats.data.Statistics.Value[i],
      }))
    : [];
  return (
    <Modal opened onClose={onClose} title={`Statistics: ${name}`} size="xl" centered>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {period}
          </Text>
          {stats.data && <Badge variant="light">Total: {stats.data.Total}</Badge>}
        </Group>
        {stats.error ? (
          <Alert color="red" title="Could not load the statistics">
            {stats.error.message}
          </Alert>
        ) : !stats.data ? (
          <Skeleton h={300} role="status" aria-label="Statistics are loading" />
        ) : rows.length === 0 ? (
          <Center h={200}>
            <Text c="dimmed">{notStarted}</Text>
          </Center>
        ) : (
          <div role="figure" aria-label={chartLabel}>
            <BarChart
              h={300}
              data={rows}
              dataKey="day"
              series={[{ name: series, color: 'teal.6' }]}
              tickLine="y"
              gridAxis="y"
              withTooltip
            />
          </div>
        )}
      </Stack>
    </Modal>
  );
}
