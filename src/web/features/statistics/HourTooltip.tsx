import { Group, Paper, Text } from '@mantine/core';
import { formatAmount } from '../../lib/format';

export interface HourRow {
  hour: string;
  total: number;
  count: number;
}

interface HourTooltipProps {
  payload?: readonly { payload?: HourRow }[];
  currency: string;
}

const Dot = ({ color }: { color: string }) => (
  <span style={{ width: 10, height: 10, borderRadius: 5, background: color, display: 'inline-block' }} />
);

/** The hourly chart's tooltip: each series in its own unit (money for sales, a count for orders). */
export function HourTooltip({ payload, currency }: HourTooltipProps) {
  const row = payload?.[0]?.payload;
  if (!row) return null;
  const end = `${String((Number(row.hour.slice(0, 2)) + 1) % 24).padStart(2, '0')}:00`;
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" miw={200}>
      <Text fw={600} size="sm" mb={6}>
        {row.hour} – {end}
      </Text>
      <Group gap={8} wrap="nowrap">
        <Dot color="var(--mantine-color-orange-6)" />
        <Text size="sm">Sales</Text>
        <Text size="sm" fw={600} ml="auto">
          {formatAmount(row.total, currency)}
        </Text>
      </Group>
      <Group gap={8} wrap="nowrap">
        <Dot color="var(--mantine-color-indigo-6)" />
        <Text size="sm">Orders</Text>
        <Text size="sm" fw={600} ml="auto">
          {row.count}
        </Text>
      </Group>
    </Paper>
  );
}
