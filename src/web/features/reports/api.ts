import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  perCategoryReport,
  REPORT_PAGE_SIZE,
  restaurantReport,
  statisticsProductstats,
  statisticsRestaurant,
  statisticsTablenumbers,
  type ReportStatus,
} from '../../../contract/reports';
import {
  fetchSettlements,
  runSettlement,
  settlementRestaurantDetails,
  settlementRestaurants,
  SETTLEMENTS_PAGE_SIZE,
  updateSettlement,
  type SettlementSetupBody,
} from '../../../contract/settlements';
import { callApi } from '../../lib/api-client';

export interface ReportFilter {
  restaurant: string;
  statuses: ReportStatus[];
  from: string;
  to: string;
}

const statusPath = (s: ReportStatus[]) => [...s].sort().join(',');
const range = (f: { restaurant: string; from: string; to: string }) => ({
  restaurant: f.restaurant,
  startdate: f.from,
  enddate: f.to,
});

const reportKeys = {
  all: ['reports'] as const,
  page: (f: ReportFilter, page: number) =>
    ['reports', 'report', f.restaurant, statusPath(f.statuses), f.from, f.to, page] as const,
  perCategory: (f: ReportFilter) =>
    ['reports', 'per-category', f.restaurant, statusPath(f.statuses), f.from, f.to] as const,
  stats: (kind: string, restaurant: string, from: string, to: string) =>
    ['reports', 'stats', kind, restaurant, from, to] as const,
};

export const reportPageQuery = (f: ReportFilter, page: number, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.page(f, page),
    enabled,
    queryFn: ({ signal }) =>
      callApi(restaurantReport, {
        params: { statuses: statusPath(f.statuses) },
        query: { ...range(f), page, size: REPORT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every row of the report (no page): for the exports. */
export const fetchWholeReport = (f: ReportFilter, includecategory = false) =>
  callApi(restaurantReport, {
    params: { statuses: statusPath(f.statuses) },
    query: { ...range(f), ...(includecategory ? { includecategory: 'true' as const } : {}) },
  });

export const perCategoryQuery = (f: ReportFilter, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.perCategory(f),
    enabled,
    queryFn: ({ signal }) =>
      callApi(perCategoryReport, { params: { statuses: statusPath(f.statuses) }, query: range(f), signal }),
  });

export const restaurantStatsQuery = (restaurant: string, from: string, to: string) =>
  queryOptions({
    queryKey: reportKeys.stats('restaurant', restaurant, from, to),
    queryFn: ({ signal }) => callApi(statisticsRestaurant, { query: range({ restaurant, from, to }), signal }),
    placeholderData: keepPreviousData,
  });

export const tableStatsQuery = (restaurant: string, from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.stats('tables', restaurant, from, to),
    enabled,
    queryFn: ({ signal }) => callApi(statisticsTablenumbers, { query: range({ restaurant, from, to }), signal }),
    placeholderData: keepPreviousData,
  });

export const productStatsQuery = (restaurant: string, from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.stats('products', restaurant, from, to),
    enabled,
    queryFn: ({ signal }) => callApi(statisticsProductstats, { query: range({ restaurant, from, to }), signal }),
    placeholderData: keepPreviousData,
  });

const settlementKeys = {
  all: ['settlements'] as const,
  list: (page: number) => ['settlements', 'restaurants', page] as const,
  details: (id: string) => ['settlements', 'restaurant', id] as const,
  logs: (id: string, page: number) => ['settlements', 'logs', id, page] as const,
};

export const settlementRestaurantsQuery = (page: number) =>
  queryOptions({
    queryKey: settlementKeys.list(page),
    queryFn: ({ signal }) => callApi(settlementRestaurants, { query: { page, size: SETTLEMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const settlementDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: settlementKeys.details(id),
    queryFn: async ({ signal }) => (await callApi(settlementRestaurantDetails, { query: { id }, signal })).data,
  });

export const settlementLogsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: settlementKeys.logs(id, page),
    queryFn: ({ signal }) => callApi(fetchSettlements, { query: { id, page, size: SETTLEMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Saves the payout account: the details and the list's Setup column change. */
export function useUpdateSettlement(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementSetupBody) => callApi(updateSettlement, { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: settlementKeys.details(id) }),
        qc.invalidateQueries({ queryKey: ['settlements', 'restaurants'] }),
      ]),
  });
}

/** Settles now: the logs, the details (last/next payout) and the list change. */
export function useRunSettlement(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(runSettlement, { body: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
