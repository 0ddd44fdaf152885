import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { restaurantsWithOrdersQuery } from '../../features/orders/api';
import { OrdersRestaurantsPage } from '../../features/orders/pages/OrdersRestaurantsPage';
import { useSession } from '../../lib/session';

export const Route = createFileRoute('/_app/orders-restaurants')({
  // The staff sidebar links here with ?id={restaurantId}; the list shows only their restaurant anyway.
  validateSearch: z.object({ id: z.string().optional().catch(undefined) }),
  // Never waits for the network: the cached list shows at once, offline too.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(restaurantsWithOrdersQuery(''));
  },
  component: function OrdersRestaurantsRoute() {
    const session = useSession();
    return <OrdersRestaurantsPage isAdmin={session?.profile.Type === 'Admin'} />;
  },
});
