import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { callsQuery, countsQuery } from '../../features/orders/api';
import { CallAwaiterPage } from '../../features/orders/pages/CallAwaiterPage';
import { requireRestaurant } from '../../features/orders/route-guards';

export const Route = createFileRoute('/_app/orders-callawaiter')({
  validateSearch: z.object({
    restaurant: z.string().optional().catch(undefined),
    name: z.string().optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => ({ restaurant: requireRestaurant(search, '/orders-callawaiter') }),
  // Never waits for the network: cached calls show at once, offline too.
  loader: ({ context: { queryClient, restaurant } }) => {
    void queryClient.prefetchQuery(callsQuery(restaurant));
    void queryClient.prefetchQuery(countsQuery(restaurant));
  },
  component: function CallAwaiterRoute() {
    const { restaurant } = Route.useRouteContext();
    const { name = '' } = Route.useSearch();
    return <CallAwaiterPage key={restaurant} restaurant={restaurant} name={name} />;
  },
});
