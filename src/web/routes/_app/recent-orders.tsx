import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { ORDER_STATUSES } from '../../../contract/orders/constants';
import { recentOrdersQuery } from '../../features/orders/api';
import { RecentOrdersPage } from '../../features/orders/pages/RecentOrdersPage';

export const Route = createFileRoute('/_app/recent-orders')({
  validateSearch: z.object({
    page: z.number().int().min(1).optional().catch(undefined),
    status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(recentOrdersQuery(deps.page, deps.status)),
  component: function RecentOrdersRoute() {
    const { page = 1, status } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <RecentOrdersPage page={page} status={status} onChange={(next) => navigate({ search: next })} />;
  },
});
