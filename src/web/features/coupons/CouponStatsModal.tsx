import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '../../../contract/coupons/schemas';
import { shortDay } from '../../lib/format';
import { UsageChartModal } from '../../components/UsageChartModal';
import { couponUsageQuery } from './api';

/** A coupon's uses per day (POST /statistics/couponusage). Loaded on demand with the charts library. */
export default function CouponStatsModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const stats = useQuery(couponUsageQuery(coupon._id));
  const period = `Uses per day, ${shortDay(coupon.StartDate)} – ${shortDay(coupon.EndDate)}`;
  return (
    <UsageChartModal
      name={coupon.Name}
      stats={stats}
      series="Used"
      chartLabel="Uses per day"
      period={period}
      notStarted="This coupon has not started yet: no uses to show."
      onClose={onClose}
    />
  );
}
