import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { callsQuery, countsQuery } from '../../features/orders/api';
import { CallAwaiterPage } from '../../features/orders/pages/CallAwaiterPage';
import { requireRestaurant } from '../../features/orders/route-guards';

export const Route = createFileRoute('/_app/orders-callawaiter')({
  validateSearch: z.object({ restaurant: z.string().optional().catch(undefined), name: z.string().optional().catch(undefined) }),
  beforeLoad: ({ search }) => ({ restaurant: requireRestaurant(search, '/orders-callawaiter') }),
  loader: ({ context: { queryClient, restaurant } }) => Promise.all([queryClient.prefetchQuery(callsQuery(restaurant)), queryClient.prefetchQuery(countsQuery(restaurant))]),
  component: function CallAwaiterRoute() {
    const { restaurant } = Route.useRouteContext();
    const { name = '' } = Route.useSearch();
    return <CallAwaiterPage key={restaurant} restaurant={restaurant} name={name} />;
  },
});
