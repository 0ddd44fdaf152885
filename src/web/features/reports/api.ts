import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, reportsRoutes as reports, type ReportStatus } from '../../../contract/reports/routes';
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
      callApi(reports.fetch, {
        params: { statuses: statusPath(f.statuses) },
        query: { ...range(f), page, size: REPORT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every row of the report (no page): for the exports. */
export const fetchWholeReport = (f: ReportFilter, includecategory = false) =>
  callApi(reports.fetch, {
    params: { statuses: statusPath(f.statuses) },
    query: { ...range(f), ...(includecategory ? { includecategory: 'true' as const } : {}) },
  });

export const perCategoryQuery = (f: ReportFilter, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.perCategory(f),
    enabled,
    queryFn: ({ signal }) =>
      callApi(reports.perCategory, { params: { statuses: statusPath(f.statuses) }, query: range(f), signal }),
  });

export const restaurantStatsQuery = (restaurant: string, from: string, to: string) =>
  queryOptions({
    queryKey: reportKeys.stats('restaurant', restaurant, from, to),
    queryFn: ({ signal }) => callApi(reports.stats, { query: range({ restaurant, from, to }), signal }),
    placeholderData: keepPreviousData,
  });

export const tableStatsQuery = (restaurant: string, from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.stats('tables', restaurant, from, to),
    enabled,
    queryFn: ({ signal }) => callApi(reports.tableStats, { query: range({ restaurant, from, to }), signal }),
    placeholderData: keepPreviousData,
  });

export const productStatsQuery = (restaurant: string, from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.stats('products', restaurant, from, to),
    enabled,
    queryFn: ({ signal }) => callApi(reports.productStats, { query: range({ restaurant, from, to }), signal }),
    placeholderData: keepPreviousData,
  });

export const speedOfServiceQuery = (restaurant: string, from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: reportKeys.stats('speed', restaurant, from, to),
    enabled: enabled && !!restaurant,
    queryFn: ({ signal }) => callApi(reports.speedOfService, { query: { restaurant, from, to }, signal }),
    placeholderData: keepPreviousData,
  });
