import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { beaconAdd, type beaconCreate, beaconDelete, beaconEdit, type beaconEditBody, beaconFetch, BEACONS_PAGE_SIZE, beaconSearch } from '../../../contract/beacons';
import { callApi } from '../../lib/api-client';
import { restaurantKeys } from '../restaurants/api';

export const beaconKeys = {
  all: ['beacons'] as const,
  page: (page: number) => ['beacons', 'page', page] as const,
  search: (key: string) => ['beacons', 'search', key] as const,
};

export const beaconsQuery = (page: number) =>
  queryOptions({
    queryKey: beaconKeys.page(page),
    queryFn: ({ signal }) => callApi(beaconFetch, { query: { page, size: BEACONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The restaurant form's beacon type-ahead. */
export const beaconSearchQuery = (key: string) =>
  queryOptions({
    queryKey: beaconKeys.search(key),
    queryFn: async ({ signal }) => (await callApi(beaconSearch, { query: { key }, signal })).data,
    staleTime: 30_000,
  });

/** After a change: the beacons, and restaurant details (a restaurant keeps a copy of its beacon). */
function useInvalidateBeacons() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: beaconKeys.all }), qc.invalidateQueries({ queryKey: restaurantKeys.all })]);
}

export function useSaveBeacon() {
  const invalidate = useInvalidateBeacons();
  return useMutation({
    mutationFn: (input: z.output<typeof beaconCreate> | z.output<typeof beaconEditBody>) =>
      'id' in input ? callApi(beaconEdit, { body: input }) : callApi(beaconAdd, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteBeacon() {
  const invalidate = useInvalidateBeacons();
  return useMutation({ mutationFn: (id: string) => callApi(beaconDelete, { body: { id } }), onSuccess: invalidate });
}
