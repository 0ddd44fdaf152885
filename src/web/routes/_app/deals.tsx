import { createFileRoute } from '@tanstack/react-router';
import { dealsQuery } from '../../features/deals/api';
import { DealsPage } from '../../features/deals/DealsPage';
import { dealsSearchSchema, dealsView } from '../../features/deals/search';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/deals')({
  validateSearch: dealsSearchSchema,
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => dealsView(search, false),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(dealsQuery(false, deps.status, deps.page)),
  component: function DealsRoute() {
    const view = dealsView(Route.useSearch(), false);
    const navigate = Route.useNavigate();
    return <DealsPage custom={false} {...view} onSearch={(s) => navigate({ search: { status: s.status, page: s.page > 1 ? s.page : undefined, id: s.id } })} />;
  },
});
