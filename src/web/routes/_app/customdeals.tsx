import { createFileRoute } from '@tanstack/react-router';
import { dealsQuery } from '../../features/deals/api';
import { DealsPage } from '../../features/deals/DealsPage';
import { dealsSearchSchema, dealsView } from '../../features/deals/search';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/customdeals')({
  validateSearch: dealsSearchSchema,
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => dealsView(search, true),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(dealsQuery(true, deps.status, deps.page)),
  component: function CustomDealsRoute() {
    const view = dealsView(Route.useSearch(), true);
    const navigate = Route.useNavigate();
    return <DealsPage custom {...view} onSearch={(s) => navigate({ search: { status: s.status, page: s.page > 1 ? s.page : undefined, id: s.id } })} />;
  },
});
