import { createFileRoute } from '@tanstack/react-router';
import { marketsResource } from '../../features/trucks-markets/api';
import { MarketsPage } from '../../features/trucks-markets/AttachmentsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/markets')({
  ...listRoute(),
  loader: listLoader(marketsResource.listQuery),
  component: listPage(MarketsPage),
});
