import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { categoriesQuery } from '../../features/menu/api';
import { layoutsQuery, printersQuery, routedQuery } from '../../features/restaurant-config/api';
import { RoutingPage } from '../../features/restaurant-config/RoutingPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/restaurant-routing')({
  validateSearch: z.object({
    id: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional()
      .catch(undefined),
    name: z.string().max(200).catch(''),
  }),
  beforeLoad: ({ search }) => {
    requireRole(['Admin', 'RestaurantAdmin']);
    if (!search.id) throw redirect({ to: '/restaurant' });
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  loader: ({ context, deps }) => {
    if (!deps.id) return;
    for (const q of [layoutsQuery(deps.id), printersQuery(deps.id), routedQuery(deps.id)])
      void context.queryClient.prefetchQuery(q as never);
    void context.queryClient.prefetchQuery(categoriesQuery(deps.id));
  },
  component: function RestaurantRoutingRoute() {
    const { id = '', name } = Route.useSearch();
    return <RoutingPage restaurant={id} name={name} />;
  },
});
