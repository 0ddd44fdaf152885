/** The menu queries other screens share (the item picker, the routing page): under ['menu', restaurantId], refreshed by the /menu page's mutations. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { menuRoutes } from '../../../contract/menu/routes';
import { callApi } from '../api-client';

export const ALL = 'All';
export const menuKeys = {
  restaurant: (rid: string) => ['menu', rid] as const,
  items: (rid: string, category: string, page: number, size: number) =>
    ['menu', rid, 'items', category, page, size] as const,
  categories: (rid: string) => ['menu', rid, 'categories'] as const,
  extras: (rid: string, page: number) => ['menu', rid, 'extras', page] as const,
  allExtras: (rid: string) => ['menu', rid, 'extras', 'all'] as const,
  drinks: (rid: string, page: number) => ['menu', rid, 'drinks', page] as const,
  higher: (rid: string) => ['menu', rid, 'higher'] as const,
  settings: (rid: string) => ['menu', rid, 'settings'] as const,
  ratings: (rid: string, page: number) => ['menu', rid, 'ratings', page] as const,
  pos: (rid: string) => ['menu', rid, 'pos'] as const,
  tags: () => ['menu-tags'] as const,
};

export const menuItemsQuery = (restaurant: string, category: string, page: number, size = 25) =>
  queryOptions({
    queryKey: menuKeys.items(restaurant, category, page, size),
    queryFn: ({ signal }) => callApi(menuRoutes.fetch, { query: { restaurant, category, page, size }, signal }),
    placeholderData: keepPreviousData,
  });
export const categoriesQuery = (restaurant: string) =>
  queryOptions({
    queryKey: menuKeys.categories(restaurant),
    queryFn: ({ signal }) => callApi(menuRoutes.categories, { query: { restaurant }, signal }).then((a) => a.data),
  });
