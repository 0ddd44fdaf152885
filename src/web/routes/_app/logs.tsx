import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { systemLogsQuery } from '../../features/system-logs/api';
import { LogsPage } from '../../features/system-logs/LogsPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/logs')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(systemLogsQuery(deps.page)),
  component: function LogsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LogsPage page={page} onPage={(p) => navigate({ search: { page: p } })} />;
  },
});
