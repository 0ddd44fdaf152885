/** Push Logs: listed on their page, refreshed by every screen that pushes (push notifications, deals). */
import { PUSH_LOGS_PAGE_SIZE, pushLogsFetch } from '../../../contract/push-logs';
import { pageQuery } from '../query-helpers';

export const pushLogKeys = { all: ['push-logs'] as const, page: (page: number) => ['push-logs', page] as const };

/** One page of Push Logs (the list's place, as its route gives it). */
export const pushLogsQuery = ({ page }: { page: number }) =>
  pageQuery(pushLogKeys.page(page), pushLogsFetch, { page, size: PUSH_LOGS_PAGE_SIZE });
