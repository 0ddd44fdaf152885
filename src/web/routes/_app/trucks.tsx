import { createFileRoute } from '@tanstack/react-router';
import { trucksResource } from '../../features/trucks-markets/api';
import { TrucksPage } from '../../features/trucks-markets/AttachmentsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/trucks')({
  ...listRoute(),
  loader: listLoader(trucksResource.listQuery),
  component: listPage(TrucksPage),
});
