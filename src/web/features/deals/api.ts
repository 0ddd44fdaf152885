import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEALS_PAGE_SIZE,
  dealsRoutes,
  viewOfStatus,
  type DealStatus,
  type DealType,
} from '../../../contract/deals/routes';
import { dealForms } from '../../../contract/deals/schemas';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { pushLogKeys } from '../../lib/queries/push-logs';
import { defineResource } from '../../lib/resource';

/** Deals and custom deals: one resource (lists differ by view and `iscustom`); a change also moves the dashboard's Deals counter. */
export const dealsResource = defineResource({
  name: 'deals',
  api: dealsRoutes,
  forms: dealForms,
  pageSize: DEALS_PAGE_SIZE,
  alsoRefreshes: [dashboardKeys.counts()],
});

/** The list of a page: the API's view of the status, the page, and custom deals only on /customdeals. */
export const dealListParams = (custom: boolean, s: { status: DealStatus; page: number }) => ({
  status: viewOfStatus(s.status),
  page: s.page,
  ...(custom ? { iscustom: 'true' as const } : {}),
});

/** The list of /deals and of /customdeals, for their route loaders. */
export const regularDealsQuery = (s: { status: DealStatus; page: number }) =>
  dealsResource.listQuery(dealListParams(false, s));
export const customDealsQuery = (s: { status: DealStatus; page: number }) =>
  dealsResource.listQuery(dealListParams(true, s));

const dealKeys = {
  find: (custom: boolean, status: DealStatus, id: string) =>
    [...dealsResource.keys.all, 'find', custom ? 'custom' : 'regular', status, id] as const,
  stats: (id: string) => [...dealsResource.keys.all, 'stats', id] as const,
  attachments: (type: DealType) => ['deal-attachments', type] as const,
};

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
        const all = await callApi(dealsRoutes.fetch, { params: { status: viewOfStatus(status) }, query, signal });
        const found = all.data.find((d) => d._id === id);
        if (found) return found;
      }
      return null;
    },
  });

export const attachmentsQuery = (type: DealType) =>
  queryOptions({
    queryKey: dealKeys.attachments(type),
    queryFn: ({ signal }) =>
      callApi(type === 'truck' ? dealsRoutes.trucksByName : dealsRoutes.marketsByName, { signal }).then((a) => a.data),
    staleTime: 60_000,
  });

export const dealStatsQuery = (dealid: string) =>
  queryOptions({
    queryKey: dealKeys.stats(dealid),
    queryFn: () => callApi(dealsRoutes.redeemedStats, { body: { dealid } }),
  });

/** Pushing writes a Push Logs entry, whatever the outcome. */
export function usePushDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dealid: string) => callApi(dealsRoutes.push, { body: { dealid } }),
    onSettled: () => qc.invalidateQueries({ queryKey: pushLogKeys.all }),
  });
}
