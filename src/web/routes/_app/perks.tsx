import { createFileRoute } from '@tanstack/react-router';
import { perksResource } from '../../features/perks/api';
import { PerksPage } from '../../features/perks/PerksPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/perks')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(perksResource.listQuery({ page: deps.page })),
  component: function Route_() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PerksPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
