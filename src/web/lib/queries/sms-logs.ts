/** The SMS log queries: the /sms-logs page and the restaurant form's SMS log. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SMS_LOGS_PAGE_SIZE, smsLogsRoutes } from '../../../contract/sms-logs/routes';
import type { SmsCount } from '../../../contract/sms-logs/schemas';
import { callApi } from '../api-client';

const smsLogKeys = {
  all: ['sms-logs'] as const,
  counts: (from: string, to: string) => ['sms-logs', 'counts', from, to] as const,
  logs: (restaurant: string, from: string, to: string, page: number) =>
    ['sms-logs', 'logs', restaurant, from, to, page] as const,
};

/** SMS per restaurant in the range. */
export const smsCountsQuery = (from: string, to: string, enabled = true) =>
  queryOptions({
    queryKey: smsLogKeys.counts(from, to),
    enabled,
    queryFn: async ({ signal }): Promise<SmsCount[]> =>
      (await callApi(smsLogsRoutes.counts, { query: { startdate: from, enddate: to }, signal })).data,
    placeholderData: keepPreviousData,
  });

/** One page of a restaurant's SMS in the range (also used by the restaurant form's SMS log). */
export const smsLogsQuery = (restaurant: string, from: string, to: string, page: number, enabled = true) =>
  queryOptions({
    queryKey: smsLogKeys.logs(restaurant, from, to, page),
    enabled,
    queryFn: ({ signal }) =>
      callApi(smsLogsRoutes.fetch, {
        query: { restaurant, startdate: from, enddate: to, page, size: SMS_LOGS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
