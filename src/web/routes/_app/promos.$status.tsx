import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { DATED_STATUSES, type DatedStatus } from '../../../contract/promotions-common';
import { promosResource } from '../../features/promos/api';
import { PromosPage } from '../../features/promos/PromosPage';
import { requireRole } from '../../lib/guards';
import { pageParam } from '../../lib/list-search';

/** /promos/{status}: active, upcoming or expired (anything else goes to active). */
export const Route = createFileRoute('/_app/promos/$status')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  beforeLoad: ({ params }) => {
    requireRole(['Admin']);
    if (!(DATED_STATUSES as readonly string[]).includes(params.status)) throw redirect({ to: '/promos/$status', params: { status: 'active' } });
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, params }) => context.queryClient.prefetchQuery(promosResource.listQuery({ page: deps.page, status: params.status as DatedStatus })),
  component: function PromosRoute() {
    const { status } = Route.useParams();
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PromosPage
        status={status as DatedStatus}
        page={page}
        onSearch={(s) => void navigate({ to: '/promos/$status', params: { status: s.status }, search: { page: pageParam(s.page) } })}
      />
    );
  },
});
