import { Alert, Loader } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy';
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
  /** 'expo': the expeditor's screen, every order in preparation with its progress per station. */
  view: z.enum(['expo']).optional().catch(undefined),
});

const ExpoScreen = lazyPart(() => import('../../features/orders/pages/ExpoScreen'), 'the expo screen', ExpoUnavailable);

/** The kitchen's live orders dashboard (kiosk: the sidebar starts closed). */
export const Route = createFileRoute('/_app/orders-dashboard')({
  validateSearch: search,
  staticData: { kiosk: true },
  beforeLoad: ({ search }) => ({
    restaurant: requireRestaurant(search, '/orders-dashboard', {
      ...(search.station ? { station: search.station } : {}),
      ...(search.view ? { view: search.view } : {}),
    }),
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
    const { name = '', station, view } = Route.useSearch();
    if (view === 'expo')
      return (
        <Suspense fallback={<Loader aria-label="Loading the expo screen" />}>
          <ExpoScreen key={restaurant} restaurant={restaurant} name={name} />
        </Suspense>
      );
    return <KitchenDashboard key={restaurant} restaurant={restaurant} name={name} station={station} />;
  },
});

function ExpoUnavailable() {
  return (
    <Alert color="red" title="The expo screen could not be loaded">
      It needs the network once; reload when the connection is back.
    </Alert>
  );
}
