import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { beaconsQuery } from '../../features/beacons/api';
import { BeaconsPage } from '../../features/beacons/BeaconsPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/beacons')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(beaconsQuery(deps.page)),
  component: function BeaconsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BeaconsPage page={page} onPage={(p) => navigate({ search: { page: p > 1 ? p : undefined } })} />;
  },
});
