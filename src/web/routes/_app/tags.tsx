import { createFileRoute } from '@tanstack/react-router';
import { tagsResource } from '../../features/tags/api';
import { TagsPage } from '../../features/tags/TagsPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/tags')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(tagsResource.listQuery({ page: deps.page })),
  component: function TagsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <TagsPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
