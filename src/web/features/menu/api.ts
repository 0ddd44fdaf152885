/** The /menu page's queries (all under ['menu', restaurantId]) and mutations (each refreshes that restaurant's menu). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENU_PAGE_SIZE } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import type { BodyIn, ResponseOf, Route } from '../../../contract/route';
import { callApi } from '../../lib/api-client';
import { menuKeys } from '../../lib/queries/menu';
import { dataQuery, pageQuery } from '../../lib/query-helpers';

export { ALL, categoriesQuery, menuItemsQuery } from '../../lib/queries/menu';

const size = MENU_PAGE_SIZE;
export const extrasQuery = (restaurant: string, page: number) =>
  pageQuery(menuKeys.extras(restaurant, page), menuRoutes.extras, { restaurant, page, size });
export const allExtrasQuery = (restaurant: string) =>
  dataQuery(menuKeys.allExtras(restaurant), menuRoutes.allExtras, { restaurant });
export const drinksQuery = (restaurant: string, page: number) =>
  pageQuery(menuKeys.drinks(restaurant, page), menuRoutes.drinks, { restaurant, page, size });
export const higherQuery = (restaurant: string) =>
  dataQuery(menuKeys.higher(restaurant), menuRoutes.higherCategories, { restaurant });
export const settingsQuery = (restaurant: string) =>
  dataQuery(menuKeys.settings(restaurant), menuRoutes.settings, { restaurant });
export const ratingsQuery = (restaurant: string, page: number) =>
  pageQuery(menuKeys.ratings(restaurant, page), menuRoutes.ratings, { restaurant, page, size });
export const posProductsQuery = (restaurant: string) => ({
  ...dataQuery(menuKeys.pos(restaurant), menuRoutes.posProducts, { id: restaurant }),
  retry: false,
});
export const tagsQuery = () => dataQuery(menuKeys.tags(), menuRoutes.tags);

/** Sends a body to a route of the menu page (the typed `callApi` needs a concrete route; these hooks take any). */
const send = callApi as <E extends Route>(e: E, input: { body: BodyIn<E> }) => Promise<ResponseOf<E>>;

/**
 * A change of one restaurant's menu: sends the body and refreshes what it alters (that restaurant's menu queries;
 * the tag vocabulary too when a product may have created tags).
 */
export function useMenuMutation<E extends Route>(e: E, restaurant: string, opts: { tags?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<E>) => send(e, { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: menuKeys.restaurant(restaurant) }),
        opts.tags ? qc.invalidateQueries({ queryKey: menuKeys.tags() }) : undefined,
      ]),
  });
}

/** The add and edit calls of one list of the menu page: `save` adds, or edits when the values carry an `id`. */
export function useMenuList<A extends Route, E extends Route>(restaurant: string, calls: { add: A; edit: E }) {
  const add = useMenuMutation(calls.add, restaurant);
  const edit = useMenuMutation(calls.edit, restaurant);
  const save = (values: Record<string, unknown>) =>
    'id' in values ? edit.mutateAsync(values as BodyIn<E>) : add.mutateAsync(values as BodyIn<A>);
  return { save };
}
