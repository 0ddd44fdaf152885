import { createFileRoute } from '@tanstack/react-router';
import { systemLogsQuery } from '../../features/system-logs/api';
import { LogsPage } from '../../features/system-logs/LogsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/logs')({
  ...listRoute(),
  loader: listLoader(systemLogsQuery),
  component: listPage(LogsPage),
});
