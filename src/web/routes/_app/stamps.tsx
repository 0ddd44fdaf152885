import { createFileRoute } from '@tanstack/react-router';
import { DATED_STATUSES } from '../../../contract/promotions';
import { stampsResource } from '../../features/stamps/api';
import { StampsPage } from '../../features/stamps/StampsPage';
import { listLoader, listPage, listRoute, listUrl } from '../../lib/list-route';

const url = listUrl({ statuses: DATED_STATUSES, initial: 'active' });

export const Route = createFileRoute('/_app/stamps')({
  ...listRoute(url),
  loader: listLoader(stampsResource.listQuery),
  component: listPage(StampsPage, url),
});
