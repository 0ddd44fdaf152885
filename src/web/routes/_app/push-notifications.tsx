import { createFileRoute } from '@tanstack/react-router';
import { pushResource } from '../../features/push/api';
import { PushPage } from '../../features/push/PushPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/push-notifications')({
  ...listRoute(),
  loader: listLoader(pushResource.listQuery),
  component: listPage(PushPage),
});
