import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, EndpointDef, QueryIn, ResponseOf } from '../../../contract/endpoint';
import { automatedPushFetch, AUTOMATED_PUSH_PAGE_SIZE } from '../../../contract/restaurant-config/automated-push';
import { responseMessagesFetch } from '../../../contract/restaurant-config/messages';
import { layoutsFetch, posDevicesFetch } from '../../../contract/restaurant-config/printers';
import { tablesFetch } from '../../../contract/restaurant-config/tables';
import { tipsFetch } from '../../../contract/restaurant-config/tips';
import { restaurantUsersFetch, RESTAURANT_USERS_PAGE_SIZE } from '../../../contract/restaurant-config/users';
import { restaurantCheckIfRouted } from '../../../contract/restaurant-admin';
import { callApi } from '../../lib/api-client';
import { configKeys, type ConfigEntity } from '../../lib/queries/restaurant-config';

export { configKeys, printersQuery, type ConfigEntity } from '../../lib/queries/restaurant-config';

export const tipsQuery = (restaurant: string) =>
  queryOptions({ queryKey: configKeys.of(restaurant, 'tips'), queryFn: ({ signal }) => callApi(tipsFetch, { query: { restaurant }, signal }).then((r) => r.data) });
export const tablesQuery = (restaurant: string) =>
  queryOptions({ queryKey: configKeys.of(restaurant, 'tables'), queryFn: ({ signal }) => callApi(tablesFetch, { query: { restaurant }, signal }).then((r) => r.data) });
export const usersQuery = (restaurant: string, page: number) =>
  queryOptions({
    queryKey: [...configKeys.of(restaurant, 'users'), page],
    queryFn: ({ signal }) => callApi(restaurantUsersFetch, { query: { restaurant, page, size: RESTAURANT_USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
export const layoutsQuery = (restaurant: string) =>
  queryOptions({ queryKey: configKeys.of(restaurant, 'layouts'), queryFn: ({ signal }) => callApi(layoutsFetch, { query: { restaurant }, signal }).then((r) => r.data) });
export const posDevicesQuery = (restaurant: string) =>
  queryOptions({ queryKey: configKeys.of(restaurant, 'pos'), queryFn: ({ signal }) => callApi(posDevicesFetch, { query: { restaurant }, signal }).then((r) => r.data) });
export const messagesQuery = (restaurant: string) =>
  queryOptions({ queryKey: configKeys.of(restaurant, 'messages'), queryFn: ({ signal }) => callApi(responseMessagesFetch, { query: { restaurant }, signal }).then((r) => r.data) });
export const automatedPushQuery = (restaurant: string, page: number) =>
  queryOptions({
    queryKey: [...configKeys.of(restaurant, 'autopush'), page],
    queryFn: ({ signal }) => callApi(automatedPushFetch, { query: { restaurant, page, size: AUTOMATED_PUSH_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
export const routedQuery = (restaurant: string) =>
  queryOptions({ queryKey: configKeys.of(restaurant, 'routed'), queryFn: ({ signal }) => callApi(restaurantCheckIfRouted, { query: { id: restaurant }, signal }).then((r) => r.routed) });

/**
 * A mutation of one contract call that invalidates exactly the entities it changes (a printer's serial also lives in
 * layouts and devices; a layout's binding lives in devices).
 */
export function useConfigMutation<E extends EndpointDef>(e: E, restaurant: string, entities: ConfigEntity[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { query?: QueryIn<E>; body?: BodyIn<E> }) => (callApi as (e: EndpointDef, i: unknown) => Promise<ResponseOf<E>>)(e, input),
    onSuccess: () => Promise.all(entities.map((x) => qc.invalidateQueries({ queryKey: configKeys.of(restaurant, x) }))),
  });
}
