/** Push Logs: listed on their page, refreshed by every screen that pushes (push notifications, deals). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PUSH_LOGS_PAGE_SIZE, pushLogsFetch } from '../../../contract/push-logs';
import { callApi } from '../api-client';

export const pushLogKeys = { all: ['push-logs'] as const, page: (page: number) => ['push-logs', page] as const };

export const pushLogsQuery = (page: number) =>
  queryOptions({
    queryKey: pushLogKeys.page(page),
    queryFn: ({ signal }) => callApi(pushLogsFetch, { query: { page, size: PUSH_LOGS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
