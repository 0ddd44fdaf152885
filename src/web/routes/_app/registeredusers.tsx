import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { registeredUsersQuery } from '../../features/registered-users/api';
import { RegisteredUsersPage } from '../../features/registered-users/RegisteredUsersPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/registeredusers')({
  validateSearch: z.object({
    key: z.string().trim().max(254).optional().catch(undefined),
    page: z.number().int().min(1).optional().catch(undefined),
  }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ key: search.key ?? '', page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(registeredUsersQuery(deps.key, deps.page)),
  component: function RegisteredUsersRoute() {
    const { key = '', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RegisteredUsersPage
        search={key}
        page={page}
        onSearch={(s) => navigate({ search: { key: s.key || undefined, page: s.page > 1 ? s.page : undefined }, replace: s.key !== key })}
      />
    );
  },
});
