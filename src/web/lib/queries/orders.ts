/** The orders queries other screens share (the statistics restaurant picker): keys of every orders query, and the restaurants that have orders. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE, type OrderStatus } from '../../../contract/orders/constants';
import { ordersRoutes } from '../../../contract/orders/routes';
import { callApi } from '../api-client';

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

export const restaurantsWithOrdersQuery = (key: string) =>
  queryOptions({
    queryKey: orderKeys.restaurants(key),
    queryFn: ({ signal }) =>
      callApi(ordersRoutes.restaurants, { query: { page: 1, size: ORDERS_PAGE_SIZE, key: key || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
