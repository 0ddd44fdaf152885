import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DEALS_PAGE_SIZE,
  dealRedeemedStats,
  dealsAdd,
  dealsDelete,
  dealsEdit,
  dealsFetch,
  dealsPush,
  marketFetchAllByName,
  truckFetchAllByName,
  viewOfStatus,
  type dealCreateBody,
  type dealEditBody,
  type DealStatus,
  type DealType,
} from '../../../contract/deals';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { pushLogKeys } from '../../lib/queries/push-logs';

/** Deals and custom deals are separate lists: ['deals', 'custom' | 'regular', status, page]. */
export const dealKeys = {
  all: ['deals'] as const,
  list: (custom: boolean, status: DealStatus, page: number) => ['deals', custom ? 'custom' : 'regular', status, page] as const,
  find: (custom: boolean, status: DealStatus, id: string) => ['deals', custom ? 'custom' : 'regular', status, 'find', id] as const,
  stats: (id: string) => ['deals', 'stats', id] as const,
  attachments: (type: DealType) => ['deal-attachments', type] as const,
};

export const dealsQuery = (custom: boolean, status: DealStatus, page: number) =>
  queryOptions({
    queryKey: dealKeys.list(custom, status, page),
    queryFn: ({ signal }) =>
      callApi(dealsFetch, { params: { status: viewOfStatus(status) }, query: { page, size: DEALS_PAGE_SIZE, ...(custom ? { iscustom: 'true' as const } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * One deal by id, looked for in its status view (the spec has no call for a single deal): among this page's kind
 * first, then among the other kind (a restaurant's deal entries link every deal to /deals?id=…&status=…).
 */
export const dealByIdQuery = (custom: boolean, status: DealStatus, id: string) =>
  queryOptions({
    queryKey: dealKeys.find(custom, status, id),
    queryFn: async ({ signal }) => {
      for (const iscustom of [custom, !custom]) {
        if (iscustom && status === 'personal') continue;
        const query = { page: 1, size: 1000, ...(iscustom ? { iscustom: 'true' as const } : {}) };
        const all = await callApi(dealsFetch, { params: { status: viewOfStatus(status) }, query, signal });
        const found = all.data.find((d) => d._id === id);
        if (found) return found;
      }
      return null;
    },
  });

export const attachmentsQuery = (type: DealType) =>
  queryOptions({
    queryKey: dealKeys.attachments(type),
    queryFn: ({ signal }) => callApi(type === 'truck' ? truckFetchAllByName : marketFetchAllByName, { signal }).then((a) => a.data),
    staleTime: 60_000,
  });

export const dealStatsQuery = (dealid: string) =>
  queryOptions({ queryKey: dealKeys.stats(dealid), queryFn: () => callApi(dealRedeemedStats, { body: { dealid } }) });

/** After a change: every deals list (a deal can move between views) and the dashboard's Deals counter. */
function useInvalidateDeals() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: dealKeys.all }), qc.invalidateQueries({ queryKey: dashboardKeys.counts() })]);
}

export function useSaveDeal() {
  const invalidate = useInvalidateDeals();
  return useMutation({
    mutationFn: (input: z.output<typeof dealCreateBody> | z.output<typeof dealEditBody>) =>
      'id' in input ? callApi(dealsEdit, { body: input }) : callApi(dealsAdd, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteDeal() {
  const invalidate = useInvalidateDeals();
  return useMutation({ mutationFn: (id: string) => callApi(dealsDelete, { body: { id } }), onSuccess: invalidate });
}

/** Pushing writes a Push Logs entry, whatever the outcome. */
export function usePushDeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (dealid: string) => callApi(dealsPush, { body: { dealid } }), onSettled: () => qc.invalidateQueries({ queryKey: pushLogKeys.all }) });
}
