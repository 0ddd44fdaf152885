import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { orderHistoryQuery } from '../../features/registered-users/api';
import { OrderHistoryPage } from '../../features/registered-users/OrderHistoryPage';
import { requireRole } from '../../lib/guards';

const objectIdText = /^[0-9a-f]{24}$/i;

export const Route = createFileRoute('/_app/registeredusers-view')({
  validateSearch: z.object({
    id: z.string().regex(objectIdText).optional().catch(undefined),
    email: z.string().max(254).optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    requireRole(['Admin']);
    // Without a customer there is nothing to show: back to the list.
    if (!search.id) throw redirect({ to: '/registeredusers' });
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(orderHistoryQuery(deps.id)),
  component: function OrderHistoryRoute() {
    const { id = '', email = '' } = Route.useSearch();
    return <OrderHistoryPage id={id} email={email} />;
  },
});
