import { createFileRoute } from '@tanstack/react-router';
import { geoPointsResource } from '../../features/geopush/api';
import { GeoPushPage } from '../../features/geopush/GeoPushPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/geopush')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(geoPointsResource.listQuery({ page: deps.page })),
  component: function GeoPushRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <GeoPushPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
