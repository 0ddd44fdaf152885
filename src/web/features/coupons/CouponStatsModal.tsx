import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Coupon } from '../../../contract/coupons';
import { shortDay } from '../../components/DateRangeFields';
import { couponUsageQuery } from './api';

/** A coupon's uses per day (POST /statistics/couponusage). Loaded on demand with the charts library. */
export default function CouponStatsModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const stats = useQuery(couponUsageQuery(coupon._id));
  const rows = stats.data ? stats.data.Statistics.Label.map((day, i) => ({ day: dayjs(day).format('DD MMM'), Used: stats.data.Statistics.Value[i] })) : [];
  return (
    <Modal opened onClose={onClose} title={`Statistics: ${coupon.Name}`} size="xl" centered>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Uses per day, {shortDay(coupon.StartDate)} – {shortDay(coupon.EndDate)}
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
            <Text c="dimmed">This coupon has not started yet: no uses to show.</Text>
          </Center>
        ) : (
          <div role="figure" aria-label="Uses per day">
            <BarChart h={300} data={rows} dataKey="day" series={[{ name: 'Used', color: 'teal.6' }]} tickLine="y" gridAxis="y" withTooltip />
          </div>
        )}
      </Stack>
    </Modal>
  );
}
