import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { newsQuery } from '../../features/news/api';
import { NewsPage } from '../../features/news/NewsPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/news')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(newsQuery(deps.page)),
  component: function NewsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <NewsPage page={page} onPage={(p) => navigate({ search: { page: p } })} />;
  },
});
