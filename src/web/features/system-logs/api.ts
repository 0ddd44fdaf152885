import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SYSTEM_LOGS_PAGE_SIZE, systemLogsRoutes } from '../../../contract/system-logs/routes';
import { callApi } from '../../lib/api-client';

const systemLogKeys = { all: ['system-logs'] as const, page: (page: number) => ['system-logs', page] as const };

/** One page of the system log, as `{ data, meta }` for the shared table (its `pagination` becomes the pager's meta). */
export const systemLogsQuery = ({ page }: { page: number }) =>
  queryOptions({
    queryKey: systemLogKeys.page(page),
    queryFn: async ({ signal }) => {
      const answer = await callApi(systemLogsRoutes.fetch, { query: { page, size: SYSTEM_LOGS_PAGE_SIZE }, signal });
      const p = answer.pagination;
      return {
        data: answer.records,
        meta: { current_page: p.page, last_page: p.pages, total: p.total, page_limit: p.size },
      };
    },
    placeholderData: keepPreviousData,
  });
