import { createFileRoute } from '@tanstack/react-router';
import { trucksResource } from '../../features/trucks-markets/api';
import { TrucksPage } from '../../features/trucks-markets/AttachmentsPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/trucks')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(trucksResource.listQuery({ page: deps.page })),
  component: function Route_() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <TrucksPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
