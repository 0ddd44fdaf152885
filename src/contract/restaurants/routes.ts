/** Restaurants (the Restaurants screen and one restaurant's details): the routes. Their page sizes are in constants.ts. */
import { ADMIN_ONLY, ALL_ROLES } from '../roles';
import { routes } from '../route';
import type { restaurantsSchemas } from './schemas';

export { RESTAURANTS_PAGE_SIZE, RESTAURANTS_SEARCH_PAGE_SIZE } from './constants';

/** The restaurant named by `id` (in the body or the query): staff reach only their own. */
const ID_IN_BODY = { in: 'body', key: 'id' } as const;
const ID_IN_QUERY = { in: 'query', key: 'id' } as const;

export const restaurantsRoutes = routes<typeof restaurantsSchemas>()(
  { tag: 'Restaurants', auth: ADMIN_ONLY },
  {
    fetchSpecific: {
      method: 'POST',
      path: '/mobile/restaurant/fetchspecific',
      auth: ALL_ROLES,
      restaurantScope: ID_IN_BODY,
    },
    fetch: { method: 'GET', path: '/restaurant/fetch', auth: ALL_ROLES },
    search: { method: 'GET', path: '/restaurant/search' },
    fetchAll: { method: 'GET', path: '/restaurant/fetchall', auth: ALL_ROLES },
    add: { method: 'POST', path: '/restaurant/add' },
    edit: {
      method: 'PUT',
      path: '/restaurant/edit',
      auth: ALL_ROLES,
      restaurantScope: ID_IN_BODY,
      permission: 'settings',
    },
    delete: { method: 'DELETE', path: '/restaurant/delete' },
    // The Routed Printing switch of /restaurant-routing is the restaurant admin's too.
    toggleRouted: {
      method: 'PUT',
      path: '/restaurant/tooglerouted',
      auth: ['Admin', 'RestaurantAdmin'],
      restaurantScope: ID_IN_BODY,
    },
    checkIfRouted: { method: 'GET', path: '/restaurant/checkifrouted', auth: ALL_ROLES, restaurantScope: ID_IN_QUERY },
    migrate: { method: 'POST', path: '/restaurant/migrate' },
    automatedPush: { method: 'PUT', path: '/config/automatedpush' },
  },
);
