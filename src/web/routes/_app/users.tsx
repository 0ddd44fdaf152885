import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { adminUsersQuery } from '../../features/users/api';
import { UsersPage } from '../../features/users/UsersPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/users')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminUsersQuery(deps.page)),
  component: function UsersRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <UsersPage page={page} onPage={(p) => navigate({ search: { page: p } })} />;
  },
});
