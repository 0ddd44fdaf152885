/** The beacons' query keys, and the restaurant form's beacon type-ahead (under 'beacons': a beacon change reloads it). */
import { queryOptions } from '@tanstack/react-query';
import { beaconsRoutes } from '../../../contract/beacons/routes';
import { callApi } from '../api-client';

export const beaconKeys = { all: ['beacons'] as const, search: (key: string) => ['beacons', 'search', key] as const };

export const beaconSearchQuery = (key: string) =>
  queryOptions({
    queryKey: beaconKeys.search(key),
    queryFn: async ({ signal }) => (await callApi(beaconsRoutes.search, { query: { key }, signal })).data,
    staleTime: 30_000,
  });
