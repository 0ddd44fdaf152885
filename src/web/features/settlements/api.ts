import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTLEMENTS_PAGE_SIZE, settlementsRoutes as settlements } from '../../../contract/settlements/routes';
import type { SettlementSetupBody } from '../../../contract/settlements/schemas';
import { callApi } from '../../lib/api-client';

const settlementKeys = {
  all: ['settlements'] as const,
  list: (page: number) => ['settlements', 'restaurants', page] as const,
  details: (id: string) => ['settlements', 'restaurant', id] as const,
  logs: (id: string, page: number) => ['settlements', 'logs', id, page] as const,
};

export const settlementRestaurantsQuery = (page: number) =>
  queryOptions({
    queryKey: settlementKeys.list(page),
    queryFn: ({ signal }) => callApi(settlements.restaurants, { query: { page, size: SETTLEMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const settlementDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: settlementKeys.details(id),
    queryFn: async ({ signal }) => (await callApi(settlements.restaurant, { query: { id }, signal })).data,
  });

export const settlementLogsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: settlementKeys.logs(id, page),
    queryFn: ({ signal }) => callApi(settlements.fetch, { query: { id, page, size: SETTLEMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Saves the payout account: the details and the list's Setup column change. */
export function useUpdateSettlement(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementSetupBody) => callApi(settlements.setup, { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: settlementKeys.details(id) }),
        qc.invalidateQueries({ queryKey: ['settlements', 'restaurants'] }),
      ]),
  });
}

/** What "Settle now" would pay out: asked fresh on each click, so the confirmation names today's figure. */
export const fetchSettlementPreview = async (id: string) =>
  (await callApi(settlements.preview, { query: { id } })).data;

/** Settles now: the logs, the details (last/next payout) and the list change. */
export function useRunSettlement(id: string) {
  const qc = useQueryClient();
  return useMutation({
    // The amount the person confirmed goes along: the server pays nothing if the payout has changed since.
    mutationFn: (amount: number) => callApi(settlements.run, { body: { id, amount } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
