import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchCalls } from '../../../contract/callawaiter';
import { fetchOrders, fetchWithOrders, orderCount, ORDERS_PAGE_SIZE, recentOrders, RECENT_ORDERS_PAGE_SIZE, searchOrder, searchViaOrder, type OrderStatus } from '../../../contract/orders';
import { callApi } from '../../lib/api-client';

/** Query keys: everything of one restaurant's orders under ['orders', restaurantId]. */
export const orderKeys = {
  restaurant: (rid: string) => ['orders', rid] as const,
  list: (rid: string, status: OrderStatus) => ['orders', rid, 'list', status] as const,
  counts: (rid: string) => ['orders', rid, 'counts'] as const,
  search: (rid: string, orderid: string) => ['orders', rid, 'search', orderid] as const,
  calls: (rid: string) => ['calls', rid, 'preorder'] as const,
  restaurants: (key: string) => ['orders-restaurants', key] as const,
  everywhere: (orderid: string) => ['orders-everywhere', orderid] as const,
  recent: (page: number, status?: OrderStatus) => ['recent-orders', page, status ?? 'all'] as const,
};

/** Kept for offline use (persisted to IndexedDB): these are what a kitchen needs after a reload without network. */
export const PERSISTED_ROOTS = new Set(['orders', 'calls', 'orders-restaurants']);

export const ordersQuery = (restaurant: string, status: OrderStatus) =>
  queryOptions({
    queryKey: orderKeys.list(restaurant, status),
    queryFn: ({ signal }) => callApi(fetchOrders, { params: { status }, query: { restaurant, page: 1, size: ORDERS_PAGE_SIZE }, signal }),
    staleTime: Infinity, // kept fresh by socket events; refetched on reconnect
  });

export const countsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: orderKeys.counts(restaurant),
    queryFn: ({ signal }) => callApi(orderCount, { query: { restaurant }, signal }).then((a) => a.data),
    staleTime: Infinity,
  });

export const callsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: orderKeys.calls(restaurant),
    queryFn: ({ signal }) => callApi(fetchCalls, { query: { restaurant, status: 'preorder' }, signal }).then((a) => a.data),
    staleTime: Infinity,
  });

export const searchOrderQuery = (restaurant: string, orderid: string) =>
  queryOptions({
    queryKey: orderKeys.search(restaurant, orderid),
    queryFn: ({ signal }) => callApi(searchOrder, { query: { restaurant, orderid, page: 1, size: ORDERS_PAGE_SIZE }, signal }),
    enabled: orderid.trim().length > 0,
  });

export const restaurantsWithOrdersQuery = (key: string) =>
  queryOptions({
    queryKey: orderKeys.restaurants(key),
    queryFn: ({ signal }) => callApi(fetchWithOrders, { query: { page: 1, size: ORDERS_PAGE_SIZE, key: key || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const ordersEverywhereQuery = (orderid: string) =>
  queryOptions({
    queryKey: orderKeys.everywhere(orderid),
    queryFn: ({ signal }) => callApi(searchViaOrder, { query: { orderid }, signal }).then((a) => a.data),
    enabled: orderid.trim().length > 0,
  });

export const recentOrdersQuery = (page: number, status?: OrderStatus) =>
  queryOptions({
    queryKey: orderKeys.recent(page, status),
    queryFn: ({ signal }) => callApi(recentOrders, { query: { page, size: RECENT_ORDERS_PAGE_SIZE, status }, signal }),
    placeholderData: keepPreviousData,
  });
