/**
 * The orders queries other screens share: keys of every orders query, the restaurants that have orders (the statistics
 * restaurant picker), and the restaurant's own record (its time zone and rush mode, shown by the kitchen and the menu).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isRushActive, rushEndsAt } from '../../../contract/schedule';
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

/**
 * The restaurant itself (its time zone for every date shown, its rush-mode schedule), kept for offline use. Read
 * again every minute, so a kitchen sees rush mode switched on or off without a reload.
 */
export const restaurantInfoQuery = (restaurant: string) =>
  queryOptions({
    queryKey: ['orders', restaurant, 'restaurant'] as const,
    queryFn: ({ signal }) => callApi(ordersRoutes.restaurant, { query: { restaurant }, signal }).then((a) => a.data),
    staleTime: 60_000,
    refetchInterval: 60_000,
    enabled: restaurant.length > 0,
  });

/** Whether the restaurant's rush mode is active at `now` (switched on, inside its schedule, in its zone), and until when. */
export function useRushState(restaurant: string, now: number): { active: boolean; until: string | null } {
  const info = useQuery(restaurantInfoQuery(restaurant)).data;
  if (!info) return { active: false, until: null };
  const at = new Date(now);
  return { active: isRushActive(info, at, info.timezone), until: rushEndsAt(info, at, info.timezone) };
}
