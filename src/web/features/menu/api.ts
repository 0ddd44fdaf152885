/** The /menu page's queries (all under ['menu', restaurantId]) and mutations (each refreshes that restaurant's menu). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, EndpointDef } from '../../../contract/endpoint';
import { fetchAllExtras } from '../../../contract/menu';
import { drinksFetch, extrasFetch, higherFetch, onlinePosProducts, tagsFetchAll } from '../../../contract/menu-catalogue';
import { menuSettingsFetch, ratingsFetch } from '../../../contract/menu-settings';
import { callApi } from '../../lib/api-client';
import { menuKeys } from '../../lib/queries/menu';

export { ALL, categoriesQuery, menuItemsQuery, menuKeys } from '../../lib/queries/menu';

export const extrasQuery = (restaurant: string, page: number) =>
  queryOptions({
    queryKey: menuKeys.extras(restaurant, page),
    queryFn: ({ signal }) => callApi(extrasFetch, { query: { restaurant, page, size: 25 }, signal }),
    placeholderData: keepPreviousData,
  });
export const allExtrasQuery = (restaurant: string) =>
  queryOptions({ queryKey: menuKeys.allExtras(restaurant), queryFn: ({ signal }) => callApi(fetchAllExtras, { query: { restaurant }, signal }).then((a) => a.data) });
export const drinksQuery = (restaurant: string, page: number) =>
  queryOptions({
    queryKey: menuKeys.drinks(restaurant, page),
    queryFn: ({ signal }) => callApi(drinksFetch, { query: { restaurant, page, size: 25 }, signal }),
    placeholderData: keepPreviousData,
  });
export const higherQuery = (restaurant: string) =>
  queryOptions({ queryKey: menuKeys.higher(restaurant), queryFn: ({ signal }) => callApi(higherFetch, { query: { restaurant }, signal }).then((a) => a.data) });
export const settingsQuery = (restaurant: string) =>
  queryOptions({ queryKey: menuKeys.settings(restaurant), queryFn: ({ signal }) => callApi(menuSettingsFetch, { query: { restaurant }, signal }).then((a) => a.data) });
export const ratingsQuery = (restaurant: string, page: number) =>
  queryOptions({
    queryKey: menuKeys.ratings(restaurant, page),
    queryFn: ({ signal }) => callApi(ratingsFetch, { query: { restaurant, page, size: 25 }, signal }),
    placeholderData: keepPreviousData,
  });
export const posProductsQuery = (restaurant: string) =>
  queryOptions({ queryKey: menuKeys.pos(restaurant), queryFn: ({ signal }) => callApi(onlinePosProducts, { query: { id: restaurant }, signal }).then((a) => a.data), retry: false });
export const tagsQuery = () => queryOptions({ queryKey: menuKeys.tags(), queryFn: ({ signal }) => callApi(tagsFetchAll, { signal }).then((a) => a.data) });

const call = callApi as <E extends EndpointDef>(e: E, input: { body: BodyIn<E> }) => Promise<{ Message: string }>;

/**
 * A change of one restaurant's menu: sends the body and refreshes what it alters (that restaurant's menu queries;
 * the tag vocabulary too when a product may have created tags).
 */
export function useMenuMutation<E extends EndpointDef>(e: E, restaurant: string, opts: { tags?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<E>) => call(e, { body }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: menuKeys.restaurant(restaurant) }), opts.tags ? qc.invalidateQueries({ queryKey: menuKeys.tags() }) : undefined]),
  });
}
