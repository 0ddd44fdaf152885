import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Deal } from '../../../contract/deals';
import { dealStatsQuery } from './api';
import { zonedDay } from '../../lib/zoned';

interface DealStatsModalProps {
  deal: Deal;
  onClose: () => void;
}

/** A deal's redemptions per day (POST /statistics/dealredeemed). Loaded on demand: the charts library comes with it. */
export default function DealStatsModal({ deal, onClose }: DealStatsModalProps) {
  const stats = useQuery(dealStatsQuery(deal._id));
  const rows = stats.data ? stats.data.Statistics.Label.map((day, i) => ({ day: dayjs(day).format('DD MMM'), Redeemed: stats.data.Statistics.Value[i] })) : [];
  return (
    <Modal opened onClose={onClose} title={`Statistics: ${deal.name}`} size="xl" centered>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Redemptions per day, {zonedDay(deal.startdate, 'DD/MM/YYYY')} – {zonedDay(deal.enddate, 'DD/MM/YYYY')}
          </Text>
          {stats.data && <Badge variant="light">Total: {stats.data.Total}</Badge>}
        </Group>
        {stats.error ? (
          <Alert color="red" title="Could not load the statistics">
            {stats.error.message}
          </Alert>
        ) : !stats.data ? (
          <Skeleton h={300} aria-label="Statistics are loading" />
        ) : rows.length === 0 ? (
          <Center h={200}>
            <Text c="dimmed">This deal has not started yet: no redemptions to show.</Text>
          </Center>
        ) : (
          <div role="figure" aria-label="Redemptions per day">
            <BarChart h={300} data={rows} dataKey="day" series={[{ name: 'Redeemed', color: 'teal.6' }]} tickLine="y" gridAxis="y" withTooltip />
          </div>
        )}
      </Stack>
    </Modal>
  );
}
