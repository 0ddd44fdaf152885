import { createFileRoute, redirect } from '@tanstack/react-router';
import { DATED_STATUSES, type DatedStatus } from '../../../contract/promotions';
import { promosResource } from '../../features/promos/api';
import { PromosPage } from '../../features/promos/PromosPage';
import { requireRole } from '../../lib/guards';
import { listSearch, pageParam } from '../../lib/list-search';

/** /promos/{status}: active, upcoming or expired (anything else goes to active); the status is in the path. */
export const Route = createFileRoute('/_app/promos/$status')({
  validateSearch: listSearch(),
  beforeLoad: ({ params }) => {
    requireRole(['Admin']);
    if (!(DATED_STATUSES as readonly string[]).includes(params.status))
      throw redirect({ to: '/promos/$status', params: { status: 'active' } });
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, params }) =>
    context.queryClient.prefetchQuery(
      promosResource.listQuery({ page: deps.page, status: params.status as DatedStatus }),
    ),
  component: function PromosRoute() {
    const search = { page: Route.useSearch().page ?? 1, status: Route.useParams().status as DatedStatus };
    const navigate = Route.useNavigate();
    return (
      <PromosPage
        search={search}
        onSearch={(s) =>
          void navigate({ to: '/promos/$status', params: { status: s.status }, search: { page: pageParam(s.page) } })
        }
      />
    );
  },
});
