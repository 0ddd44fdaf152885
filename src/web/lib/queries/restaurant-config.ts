/** The restaurant configuration queries other screens share (the kitchen's printer notice): one key tree per restaurant, and its printers. */
import { queryOptions } from '@tanstack/react-query';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import { callApi } from '../api-client';

/** One key tree per restaurant: ['restaurant-config', restaurant, entity, …]. */
export const configKeys = {
  of: (restaurant: string, entity: ConfigEntity) => ['restaurant-config', restaurant, entity] as const,
};
export type ConfigEntity =
  | 'tips'
  | 'tables'
  | 'users'
  | 'permissions'
  | 'printers'
  | 'layouts'
  | 'pos'
  | 'messages'
  | 'autopush'
  | 'routed'
  | 'screens';

export const printersQuery = (restaurant: string) =>
  queryOptions({
    queryKey: configKeys.of(restaurant, 'printers'),
    queryFn: ({ signal }) => callApi(printersRoutes.fetch, { query: { restaurant }, signal }).then((r) => r.data),
    // Online/offline follows the printers' polling.
    refetchInterval: 30_000,
  });
