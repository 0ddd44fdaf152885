import { createFileRoute } from '@tanstack/react-router';
import { adminUserResource } from '../../features/users/api';
import { UsersPage } from '../../features/users/UsersPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/users')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminUserResource.listQuery({ page: deps.page })),
  component: function UsersRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UsersPage page={page} onPage={(p) => navigate({ search: { page: pageParam(p) } })} />;
  },
});
