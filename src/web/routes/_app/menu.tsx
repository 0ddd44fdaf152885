import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { ALL, categoriesQuery, menuItemsQuery, settingsQuery } from '../../features/menu/api';
import { MenuPage } from '../../features/menu/MenuPage';
import { RestaurantConfigButtons } from '../../features/restaurant-config/RestaurantConfigButtons';

/** /menu?id=…&name=…: a restaurant's menu; without an id it goes back to /restaurant. */
export const Route = createFileRoute('/_app/menu')({
  validateSearch: z.object({
    id: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional()
      .catch(undefined),
    name: z.string().max(200).optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/restaurant' });
    return { restaurant: search.id.toLowerCase() };
  },
  loader: ({ context: { queryClient, restaurant } }) => {
    void queryClient.prefetchQuery(categoriesQuery(restaurant));
    void queryClient.prefetchQuery(settingsQuery(restaurant));
    void queryClient.prefetchQuery(menuItemsQuery(restaurant, ALL, 1, 1000));
  },
  component: function MenuRoute() {
    const { restaurant } = Route.useRouteContext();
    const { name = '' } = Route.useSearch();
    return (
      <MenuPage
        key={restaurant}
        restaurant={restaurant}
        name={name}
        configButtons={<RestaurantConfigButtons restaurantId={restaurant} restaurantName={name} />}
      />
    );
  },
});
