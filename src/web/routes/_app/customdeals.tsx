import { createFileRoute } from '@tanstack/react-router';
import { customDealsQuery } from '../../features/deals/api';
import { CustomDealsPage } from '../../features/deals/DealsPage';
import { dealsUrl } from '../../features/deals/search';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

const url = dealsUrl(true);

export const Route = createFileRoute('/_app/customdeals')({
  ...listRoute(url),
  loader: listLoader(customDealsQuery),
  component: listPage(CustomDealsPage, url),
});
