/** The /menu page's queries (all under ['menu', restaurantId]) and mutations (each refreshes that restaurant's menu). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, EndpointDef } from '../../../contract/endpoint';
import { fetchAllExtras } from '../../../contract/menu';
import {
  drinksFetch,
  extrasFetch,
  higherFetch,
  onlinePosProducts,
  tagsFetchAll,
} from '../../../contract/menu-catalogue';
import { menuSettingsFetch, ratingsFetch } from '../../../contract/menu-settings';
import { callApi } from '../../lib/api-client';
import { menuKeys } from '../../lib/queries/menu';
import { dataQuery, pageQuery } from '../../lib/query-helpers';

export { ALL, categoriesQuery, menuItemsQuery } from '../../lib/queries/menu';

export const extrasQuery = (restaurant: string, page: number) =>
  pageQuery(menuKeys.extras(restaurant, page), extrasFetch, { restaurant, page, size: 25 });
export const allExtrasQuery = (restaurant: string) =>
  dataQuery(menuKeys.allExtras(restaurant), fetchAllExtras, { restaurant });
export const drinksQuery = (restaurant: string, page: number) =>
  pageQuery(menuKeys.drinks(restaurant, page), drinksFetch, { restaurant, page, size: 25 });
export const higherQuery = (restaurant: string) => dataQuery(menuKeys.higher(restaurant), higherFetch, { restaurant });
export const settingsQuery = (restaurant: string) =>
  dataQuery(menuKeys.settings(restaurant), menuSettingsFetch, { restaurant });
export const ratingsQuery = (restaurant: string, page: number) =>
  pageQuery(menuKeys.ratings(restaurant, page), ratingsFetch, { restaurant, page, size: 25 });
export const posProductsQuery = (restaurant: string) => ({
  ...dataQuery(menuKeys.pos(restaurant), onlinePosProducts, { id: restaurant }),
  retry: false,
});
export const tagsQuery = () => dataQuery(menuKeys.tags(), tagsFetchAll);

const call = callApi as unknown as <E extends EndpointDef>(
  e: E,
  input: { body: BodyIn<E> },
) => Promise<{ Message: string }>;

/**
 * A change of one restaurant's menu: sends the body and refreshes what it alters (that restaurant's menu queries;
 * the tag vocabulary too when a product may have created tags).
 */
export function useMenuMutation<E extends EndpointDef>(e: E, restaurant: string, opts: { tags?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<E>) => call(e, { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: menuKeys.restaurant(restaurant) }),
        opts.tags ? qc.invalidateQueries({ queryKey: menuKeys.tags() }) : undefined,
      ]),
  });
}

/** The add, edit (and delete) calls of one list of the menu page: `save` adds, or edits when the values carry an `id`. */
export function useMenuList<R extends EndpointDef>(
  restaurant: string,
  calls: { add: EndpointDef; edit: EndpointDef; remove?: R },
) {
  const add = useMenuMutation(calls.add, restaurant);
  const edit = useMenuMutation(calls.edit, restaurant);
  const remove = useMenuMutation(calls.remove ?? calls.add, restaurant);
  const save = (values: Record<string, unknown>) =>
    ('id' in values ? edit : add).mutateAsync(values as BodyIn<EndpointDef>);
  return { save, remove: remove.mutateAsync };
}
