import { keepPreviousData, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import { ORDERS_PAGE_SIZE, RECENT_ORDERS_PAGE_SIZE, type OrderStatus } from '../../../contract/orders/constants';
import type { OrderCounts } from '../../../contract/orders/schemas';
import { ordersRoutes } from '../../../contract/orders/routes';
import { callApi } from '../../lib/api-client';
import { orderKeys } from '../../lib/queries/orders';
import { heardMark, keepSameOrders, withLateOrders, type OrderPage } from './cache';
import { followsStream, loadOpen } from './stream';

export { orderKeys, restaurantInfoQuery, restaurantsWithOrdersQuery } from '../../lib/queries/orders';

const isOpen = (status: OrderStatus) => status === 'pending' || status === 'confirmed';

/**
 * The open columns, the counts and the open calls come from the restaurant's one open snapshot (stream.ts), written
 * into each of their keys, and are kept current by its events. Stale only while no stream follows the restaurant
 * (a screen restored from the persisted cache), so it is then read again.
 */
function fromSnapshot<T>(restaurant: string, key: QueryKey) {
  return {
    queryFn: async ({ client }: { client: QueryClient }) => {
      await loadOpen(client, restaurant);
      const data = client.getQueryData<T>(key);
      if (data === undefined) throw new Error('The open orders were not read');
      return data;
    },
    staleTime: () => (followsStream(restaurant) ? Infinity : 0),
  };
}

export const ordersQuery = (restaurant: string, status: OrderStatus) =>
  queryOptions({
    queryKey: orderKeys.list(restaurant, status),
    ...(isOpen(status)
      ? fromSnapshot<OrderPage>(restaurant, orderKeys.list(restaurant, status))
      : {
          queryFn: async ({ signal }: { signal: AbortSignal }) => {
            const mark = heardMark();
            const page = await callApi(ordersRoutes.fetch, {
              params: { status },
              query: { restaurant, page: 1, size: ORDERS_PAGE_SIZE },
              signal,
            });
            return withLateOrders(page, restaurant, status, mark);
          },
          staleTime: Infinity, // kept current by the events (applied by version); read again on reconnection
        }),
    structuralSharing: keepSameOrders,
  });

export const countsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: orderKeys.counts(restaurant),
    ...fromSnapshot<OrderCounts>(restaurant, orderKeys.counts(restaurant)),
  });

export const callsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: orderKeys.calls(restaurant),
    ...fromSnapshot<CallRequest[]>(restaurant, orderKeys.calls(restaurant)),
  });

export const searchOrderQuery = (restaurant: string, orderid: string) =>
  queryOptions({
    queryKey: orderKeys.search(restaurant, orderid),
    queryFn: ({ signal }) =>
      callApi(ordersRoutes.search, { query: { restaurant, orderid, page: 1, size: ORDERS_PAGE_SIZE }, signal }),
    enabled: orderid.trim().length > 0,
  });

export const ordersEverywhereQuery = (orderid: string) =>
  queryOptions({
    queryKey: orderKeys.everywhere(orderid),
    queryFn: ({ signal }) => callApi(ordersRoutes.searchEverywhere, { query: { orderid }, signal }).then((a) => a.data),
    enabled: orderid.trim().length > 0,
  });

export const recentOrdersQuery = (page: number, status?: OrderStatus) =>
  queryOptions({
    queryKey: orderKeys.recent(page, status),
    queryFn: ({ signal }) =>
      callApi(ordersRoutes.recent, { query: { page, size: RECENT_ORDERS_PAGE_SIZE, status }, signal }),
    placeholderData: keepPreviousData,
  });
