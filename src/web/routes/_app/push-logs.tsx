import { createFileRoute } from '@tanstack/react-router';
import { pushLogsQuery } from '../../features/push-logs/api';
import { PushLogsPage } from '../../features/push-logs/PushLogsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/push-logs')({
  ...listRoute(),
  loader: listLoader(pushLogsQuery),
  component: listPage(PushLogsPage),
});
