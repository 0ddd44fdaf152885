import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, EndpointSchemas, QueryIn, ResponseOf, Route, TypedRoute } from '../../../contract/route';
import { tablesRoutes } from '../../../contract/restaurant-config/tables/routes';
import { tipsRoutes } from '../../../contract/restaurant-config/tips/routes';
import { RESTAURANT_USERS_PAGE_SIZE } from '../../../contract/restaurant-config/users/constants';
import { usersRoutes } from '../../../contract/restaurant-config/users/routes';
import { restaurantsRoutes } from '../../../contract/restaurants/routes';
import {
  AUTOMATED_PUSH_PAGE_SIZE,
  automatedPushRoutes,
} from '../../../contract/restaurant-config/automated-push/routes';
import { messagesRoutes } from '../../../contract/restaurant-config/messages/routes';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import { callApi } from '../../lib/api-client';
import { configKeys, type ConfigEntity } from '../../lib/queries/restaurant-config';
import { dataQuery, pageQuery } from '../../lib/query-helpers';

export { configKeys, printersQuery } from '../../lib/queries/restaurant-config';

/** A route of any schemas (its body and answer known only as some schema's). */
type AnyRoute = TypedRoute<Route, EndpointSchemas>;

export const tipsQuery = (restaurant: string) =>
  dataQuery(configKeys.of(restaurant, 'tips'), tipsRoutes.fetch, { restaurant });
export const tablesQuery = (restaurant: string) =>
  dataQuery(configKeys.of(restaurant, 'tables'), tablesRoutes.fetch, { restaurant });
export const usersQuery = (restaurant: string, page: number) =>
  pageQuery([...configKeys.of(restaurant, 'users'), page], usersRoutes.fetch, {
    restaurant,
    page,
    size: RESTAURANT_USERS_PAGE_SIZE,
  });
export const layoutsQuery = (restaurant: string) =>
  dataQuery(configKeys.of(restaurant, 'layouts'), printersRoutes.fetchLayouts, { restaurant });
export const posDevicesQuery = (restaurant: string) =>
  dataQuery(configKeys.of(restaurant, 'pos'), printersRoutes.fetchPosDevices, { restaurant });
export const messagesQuery = (restaurant: string) =>
  dataQuery(configKeys.of(restaurant, 'messages'), messagesRoutes.fetch, { restaurant });
export const automatedPushQuery = (restaurant: string, page: number) =>
  pageQuery([...configKeys.of(restaurant, 'autopush'), page], automatedPushRoutes.fetch, {
    restaurant,
    page,
    size: AUTOMATED_PUSH_PAGE_SIZE,
  });
export const routedQuery = (restaurant: string) =>
  queryOptions({
    queryKey: configKeys.of(restaurant, 'routed'),
    queryFn: ({ signal }) =>
      callApi(restaurantsRoutes.checkIfRouted, { query: { id: restaurant }, signal }).then((r) => r.routed),
  });

/**
 * A mutation of one contract call that invalidates exactly the entities it changes (a printer's serial also lives in
 * layouts and devices; a layout's binding lives in devices).
 */
export function useConfigMutation<E extends Route>(e: E, restaurant: string, entities: ConfigEntity[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { query?: QueryIn<E>; body?: BodyIn<E> }) =>
      (callApi as (e: Route, i: unknown) => Promise<ResponseOf<E>>)(e, input),
    onSuccess: () => Promise.all(entities.map((x) => qc.invalidateQueries({ queryKey: configKeys.of(restaurant, x) }))),
  });
}

/**
 * The add, edit and delete calls of one list of settings. `save` adds, or edits when the values carry an `id` (a
 * list with one save call gives only `add`); each refreshes the entities it changes (editing a printer also changes
 * the layouts and devices that name it).
 */
export function useConfigList<R extends Route>(
  restaurant: string,
  calls: { add: AnyRoute; edit?: AnyRoute; remove: R },
  entities: ConfigEntity[],
  editEntities = entities,
) {
  const add = useConfigMutation(calls.add, restaurant, entities);
  const edit = useConfigMutation(calls.edit ?? calls.add, restaurant, editEntities);
  const remove = useConfigMutation(calls.remove, restaurant, entities);
  return {
    save: (values: Record<string, unknown>) =>
      ('id' in values ? edit : add).mutateAsync({ body: values as never }) as Promise<unknown> as Promise<{
        Message: string;
      }>,
    remove: remove.mutateAsync,
  };
}
