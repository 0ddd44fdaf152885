import { createFileRoute } from '@tanstack/react-router';
import { DATED_STATUSES } from '../../../contract/promotions-common';
import { stampsResource } from '../../features/stamps/api';
import { StampsPage } from '../../features/stamps/StampsPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/stamps')({
  validateSearch: listSearch({ statuses: DATED_STATUSES }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status ?? 'active' }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(stampsResource.listQuery({ page: deps.page, status: deps.status })),
  component: function StampsRoute() {
    const { page = 1, status = 'active' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StampsPage status={status} page={page} onSearch={(s) => navigate({ search: { status: s.status === 'active' ? undefined : s.status, page: pageParam(s.page) } })} />;
  },
});
