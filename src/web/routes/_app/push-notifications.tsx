import { createFileRoute } from '@tanstack/react-router';
import { pushResource } from '../../features/push/api';
import { PushPage } from '../../features/push/PushPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/push-notifications')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(pushResource.listQuery({ page: deps.page })),
  component: function PushNotificationsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PushPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
