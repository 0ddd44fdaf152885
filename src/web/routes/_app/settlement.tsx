import { createFileRoute, useLocation } from '@tanstack/react-router';
import { settlementRestaurantsQuery } from '../../features/settlements/api';
import { hashPage } from '../../lib/hash-page';
import { SettlementListPage } from '../../features/settlements/SettlementListPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/settlement')({
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loader: ({ context, location }) =>
    void context.queryClient.prefetchQuery(settlementRestaurantsQuery(hashPage(location.hash))),
  component: function SettlementRoute() {
    const { hash } = useLocation();
    const navigate = Route.useNavigate();
    return <SettlementListPage page={hashPage(hash)} onPage={(page) => void navigate({ hash: String(page) })} />;
  },
});
