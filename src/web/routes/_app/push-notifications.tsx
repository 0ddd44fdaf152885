import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pushQuery } from '../../features/push/api';
import { PushPage } from '../../features/push/PushPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/push-notifications')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(pushQuery(deps.page)),
  component: function PushNotificationsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PushPage page={page} onPage={(p) => navigate({ search: { page: p } })} />;
  },
});
