import { createFileRoute } from '@tanstack/react-router';
import { regularDealsQuery } from '../../features/deals/api';
import { RegularDealsPage } from '../../features/deals/DealsPage';
import { dealsUrl } from '../../features/deals/search';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

const url = dealsUrl(false);

export const Route = createFileRoute('/_app/deals')({
  ...listRoute(url),
  loader: listLoader(regularDealsQuery),
  component: listPage(RegularDealsPage, url),
});
