import { queryOptions } from '@tanstack/react-query';
import { printQueueRoutes } from '../../../contract/print-queue/routes';
import { callApi } from '../../lib/api-client';

const printQueueKeys = { all: ['print-queue'] as const };

/** The receipts waiting for a printer; looked at again every 30 s while the page is open. */
export const printQueueQuery = () =>
  queryOptions({
    queryKey: printQueueKeys.all,
    queryFn: ({ signal }) => callApi(printQueueRoutes.fetch, { signal }),
    refetchInterval: 30_000,
  });
