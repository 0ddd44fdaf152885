import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { callsQuery, countsQuery, ordersQuery } from '../../features/orders/api';
import { KitchenDashboard } from '../../features/orders/pages/KitchenDashboard';
import { requireRestaurant } from '../../features/orders/route-guards';
import { stationsQuery } from '../../features/orders/stations';

const search = z.object({
  restaurant: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
  /** Kitchen station: a printer's id (its serial works too); only the lines routed to that printer are shown. */
  station: z.string().trim().min(1).max(80).optional().catch(undefined),
});

/** The kitchen's live orders dashboard (kiosk: the sidebar starts closed). */
export const Route = createFileRoute('/_app/orders-dashboard')({
  validateSearch: search,
  staticData: { kiosk: true },
  beforeLoad: ({ search }) => ({
    restaurant: requireRestaurant(search, '/orders-dashboard', search.station ? { station: search.station } : {}),
  }),
  // Never waits for the network: cached orders (persisted) show at once, offline too, and refresh when it answers.
  loader: ({ context: { queryClient, restaurant } }) => {
    for (const q of [ordersQuery(restaurant, 'pending'), ordersQuery(restaurant, 'confirmed')])
      void queryClient.prefetchQuery(q);
    void queryClient.prefetchQuery(countsQuery(restaurant));
    void queryClient.prefetchQuery(callsQuery(restaurant));
    void queryClient.prefetchQuery(stationsQuery(restaurant));
  },
  component: function OrdersDashboardRoute() {
    const { restaurant } = Route.useRouteContext();
    const { name = '', station } = Route.useSearch();
    return <KitchenDashboard key={restaurant} restaurant={restaurant} name={name} station={station} />;
  },
});
