/**
 * The restaurant configuration queries other screens share (the kitchen's printer and screen notices): one key tree
 * per restaurant, its printers and its kitchen screens.
 */
import { queryOptions } from '@tanstack/react-query';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import { screensRoutes } from '../../../contract/screens/routes';
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

export const screensQuery = (restaurant: string) =>
  queryOptions({
    queryKey: configKeys.of(restaurant, 'screens'),
    queryFn: ({ signal }) => callApi(screensRoutes.fetch, { query: { restaurant }, signal }).then((r) => r.data),
    // Online/offline follows the heartbeats (every 20 s).
    refetchInterval: 15_000,
  });
