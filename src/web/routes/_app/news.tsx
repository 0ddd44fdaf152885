import { createFileRoute } from '@tanstack/react-router';
import { newsResource } from '../../features/news/api';
import { NewsPage } from '../../features/news/NewsPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/news')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(newsResource.listQuery({ page: deps.page })),
  component: function NewsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <NewsPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
