import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  restaurantsRoutes as routes,
  RESTAURANTS_PAGE_SIZE,
  RESTAURANTS_SEARCH_PAGE_SIZE,
} from '../../../contract/restaurants/routes';
import type { RestaurantCreate, RestaurantEditBody } from '../../../contract/restaurants/schemas';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { restaurantKeys, restaurantNamesQuery } from '../../lib/queries/restaurants';

// The keys and the list of every restaurant are shared (lib/queries/restaurants): one cache entry for all screens.
export { restaurantNamesQuery };

/** The list: 10 a page, or 25 a page when searching (the spec's business constants). */
export const restaurantsQuery = (key: string, page: number) =>
  queryOptions({
    queryKey: key ? restaurantKeys.search(key, page) : restaurantKeys.page(page),
    queryFn: ({ signal }) =>
      key
        ? callApi(routes.search, { query: { page, size: RESTAURANTS_SEARCH_PAGE_SIZE, key }, signal })
        : callApi(routes.fetch, { query: { page, size: RESTAURANTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Everything of one restaurant, for the edit form: fetched when the form opens and dropped when it closes,
 * and never refetched while it is open (that would reset what is being typed).
 */
export const restaurantDetailQuery = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi(routes.fetchSpecific, { body: { id, fromWeb: true }, signal })).data,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** After a change: the restaurant lists, names and details, and the dashboard's Restaurants counter. */
function useInvalidateRestaurants() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: restaurantKeys.all }),
      qc.invalidateQueries({ queryKey: dashboardKeys.counts() }),
    ]);
}

export function useSaveRestaurant() {
  const invalidate = useInvalidateRestaurants();
  return useMutation({
    mutationFn: (input: RestaurantCreate | RestaurantEditBody) =>
      'id' in input && input.id
        ? callApi(routes.edit, { body: input as RestaurantEditBody })
        : callApi(routes.add, { body: input as RestaurantCreate }),
    onSuccess: invalidate,
  });
}

export function useDeleteRestaurant() {
  const invalidate = useInvalidateRestaurants();
  return useMutation({
    mutationFn: (id: string) => callApi(routes.delete, { body: { id } }),
    onSuccess: invalidate,
  });
}

/** Row switches change one flag: only the lists need reloading. */
function useInvalidateLists() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: restaurantKeys.lists() });
}

export function useToggleRouted() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (v: { id: string; routed: boolean }) => callApi(routes.toggleRouted, { body: v }),
    onSettled: invalidate,
  });
}

export function useAutomatedPush() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (v: { restaurant: string; enabled: boolean }) => callApi(routes.automatedPush, { body: v }),
    onSettled: invalidate,
  });
}

export function useMigrateRestaurants() {
  return useMutation({ mutationFn: (restaurants: string[]) => callApi(routes.migrate, { body: { restaurants } }) });
}
