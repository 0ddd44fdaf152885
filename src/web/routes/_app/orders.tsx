import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { ORDER_STATUSES } from '../../../contract/orders/constants';
import { countsQuery, ordersQuery } from '../../features/orders/api';
import { OrdersByStatus } from '../../features/orders/pages/OrdersByStatus';
import { requireRestaurant } from '../../features/orders/route-guards';

const search = z.object({
  restaurant: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
  status: z
    .enum([...ORDER_STATUSES, 'preorder'])
    .transform((s) => (s === 'preorder' ? 'pending' : s))
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_app/orders')({
  validateSearch: search,
  beforeLoad: ({ search }) => ({
    restaurant: requireRestaurant(search, '/orders', { status: search.status ?? 'pending' }),
  }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending' }),
  // Never waits for the network: cached orders (persisted) show at once, offline too, and refresh when it answers.
  loader: ({ context: { queryClient, restaurant }, deps }) => {
    void queryClient.prefetchQuery(ordersQuery(restaurant, deps.status));
    void queryClient.prefetchQuery(countsQuery(restaurant));
  },
  component: function OrdersRoute() {
    const { restaurant } = Route.useRouteContext();
    const { name = '', status = 'pending' } = Route.useSearch();
    return <OrdersByStatus key={`${restaurant}-${status}`} restaurant={restaurant} name={name} status={status} />;
  },
});
