import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { callsQuery, countsQuery, ordersQuery } from '../../features/orders/api';
import { KitchenDashboard } from '../../features/orders/pages/KitchenDashboard';
import { requireRestaurant } from '../../features/orders/route-guards';

const search = z.object({ restaurant: z.string().optional().catch(undefined), name: z.string().optional().catch(undefined) });

/** The kitchen's live orders dashboard (kiosk: the sidebar starts closed). */
export const Route = createFileRoute('/_app/orders-dashboard')({
  validateSearch: search,
  staticData: { kiosk: true },
  beforeLoad: ({ search }) => ({ restaurant: requireRestaurant(search, '/orders-dashboard') }),
  // Never waits for the network: cached orders (persisted) show at once, offline too, and refresh when it answers.
  loader: ({ context: { queryClient, restaurant } }) => {
    for (const q of [ordersQuery(restaurant, 'pending'), ordersQuery(restaurant, 'confirmed')]) void queryClient.prefetchQuery(q);
    void queryClient.prefetchQuery(countsQuery(restaurant));
    void queryClient.prefetchQuery(callsQuery(restaurant));
  },
  component: function OrdersDashboardRoute() {
    const { restaurant } = Route.useRouteContext();
    const { name = '' } = Route.useSearch();
    return <KitchenDashboard key={restaurant} restaurant={restaurant} name={name} />;
  },
});
