import { createFileRoute } from '@tanstack/react-router';
import { beaconResource } from '../../features/beacons/api';
import { BeaconsPage } from '../../features/beacons/BeaconsPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/beacons')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(beaconResource.listQuery({ page: deps.page })),
  component: function BeaconsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BeaconsPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
