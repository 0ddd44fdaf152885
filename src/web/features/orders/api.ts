import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callawaiterRoutes } from '../../../contract/callawaiter/routes';
import { ORDERS_PAGE_SIZE, RECENT_ORDERS_PAGE_SIZE, type OrderStatus } from '../../../contract/orders/constants';
import { ordersRoutes } from '../../../contract/orders/routes';
import { callApi } from '../../lib/api-client';
import { orderKeys } from '../../lib/queries/orders';
import { heardMark, keepSameOrders, withLateCalls, withLateCounts, withLateOrders } from './cache';

export { orderKeys, restaurantInfoQuery, restaurantsWithOrdersQuery } from '../../lib/queries/orders';

export const ordersQuery = (restaurant: string, status: OrderStatus) =>
  queryOptions({
    queryKey: orderKeys.list(restaurant, status),
    queryFn: async ({ signal }) => {
      const mark = heardMark();
      const page = await callApi(ordersRoutes.fetch, {
        params: { status },
        query: { restaurant, page: 1, size: ORDERS_PAGE_SIZE },
        signal,
      });
      return withLateOrders(page, restaurant, status, mark);
    },
    structuralSharing: keepSameOrders,
    staleTime: Infinity, // kept fresh by socket events; refetched on reconnect
  });

export const countsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: orderKeys.counts(restaurant),
    queryFn: ({ signal }) => {
      const mark = heardMark();
      return callApi(ordersRoutes.count, { query: { restaurant }, signal }).then((a) =>
        withLateCounts(a.data, restaurant, mark),
      );
    },
    staleTime: Infinity,
  });

export const callsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: orderKeys.calls(restaurant),
    queryFn: ({ signal }) => {
      const mark = heardMark();
      return callApi(callawaiterRoutes.fetch, { query: { restaurant, status: 'preorder' }, signal }).then((a) =>
        withLateCalls(a.data, restaurant, mark),
      );
    },
    staleTime: Infinity,
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
