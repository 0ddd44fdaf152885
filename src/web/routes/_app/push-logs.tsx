import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pushLogsQuery } from '../../features/push-logs/api';
import { PushLogsPage } from '../../features/push-logs/PushLogsPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/push-logs')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(pushLogsQuery(deps.page)),
  component: function PushLogsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PushLogsPage page={page} onPage={(p) => navigate({ search: { page: p } })} />;
  },
});
