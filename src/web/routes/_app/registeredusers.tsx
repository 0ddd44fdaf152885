import { createFileRoute } from '@tanstack/react-router';
import { registeredUserResource } from '../../features/registered-users/api';
import { RegisteredUsersPage } from '../../features/registered-users/RegisteredUsersPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

export const Route = createFileRoute('/_app/registeredusers')({
  validateSearch: listSearch(),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({ key: search.key ?? '', page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(registeredUserResource.listQuery({ page: deps.page, key: deps.key })),
  component: function RegisteredUsersRoute() {
    const { key = '', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RegisteredUsersPage
        search={key}
        page={page}
        onSearch={(s) => navigate({ search: { key: s.key || undefined, page: pageParam(s.page) }, replace: s.key !== key })}
      />
    );
  },
});
