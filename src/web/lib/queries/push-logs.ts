/** Push Logs: listed on their page, refreshed by every screen that pushes (push notifications, deals). */
import { PUSH_LOGS_PAGE_SIZE, pushLogsRoutes } from '../../../contract/push-logs/routes';
import { pageQuery } from '../query-helpers';

export const pushLogKeys = { all: ['push-logs'] as const, page: (page: number) => ['push-logs', page] as const };

/** One page of Push Logs (the list's place, as its route gives it). */
export const pushLogsQuery = ({ page }: { page: number }) =>
  pageQuery(pushLogKeys.page(page), pushLogsRoutes.fetch, { page, size: PUSH_LOGS_PAGE_SIZE });
