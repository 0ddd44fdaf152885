/**
 * The restaurants' query keys and the one list of every restaurant by name (GET /restaurant/fetchall), cached under
 * ONE key for every screen that offers a choice of restaurant. Everything sits under 'restaurants', so a change to
 * the restaurants (or to a beacon, which they copy) reloads it.
 */
import { queryOptions } from '@tanstack/react-query';
import { restaurantsRoutes } from '../../../contract/restaurants/routes';
import { callApi } from '../api-client';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  lists: () => ['restaurants', 'list'] as const,
  page: (page: number) => ['restaurants', 'list', 'page', page] as const,
  search: (key: string, page: number) => ['restaurants', 'list', 'search', key, page] as const,
  names: () => ['restaurants', 'names'] as const,
  detail: (id: string) => ['restaurants', 'detail', id] as const,
};

/** Every restaurant: `{ _id, Name }[]`. */
export const restaurantNamesQuery = () =>
  queryOptions({
    queryKey: restaurantKeys.names(),
    queryFn: async ({ signal }) => (await callApi(restaurantsRoutes.fetchAll, { signal })).data,
    staleTime: 60_000,
  });
