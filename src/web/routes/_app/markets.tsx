import { createFileRoute } from '@tanstack/react-router';
import { marketsResource } from '../../features/trucks-markets/api';
import { MarketsPage } from '../../features/trucks-markets/AttachmentsPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/markets')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(marketsResource.listQuery({ page: deps.page })),
  component: function Route_() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <MarketsPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
