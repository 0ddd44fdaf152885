import { useQuery } from '@tanstack/react-query';
import type { Deal } from '../../../contract/deals/schemas';
import { UsageChartModal } from '../../components/UsageChartModal';
import { shortDay } from '../../lib/format';
import { dealStatsQuery } from './api';

/** A deal's redemptions per day (POST /statistics/dealredeemed). Loaded on demand: the charts library comes with it. */
export default function DealStatsModal({ deal, onClose }: { deal: Deal; onClose: () => void }) {
  const stats = useQuery(dealStatsQuery(deal._id));
  const period = `Redemptions per day, ${shortDay(deal.startdate)} – ${shortDay(deal.enddate)}`;
  return (
    <UsageChartModal
      name={deal.name}
      stats={stats}
      series="Redeemed"
      chartLabel="Redemptions per day"
      period={period}
      notStarted="This deal has not started yet: no redemptions to show."
      onClose={onClose}
    />
  );
}
