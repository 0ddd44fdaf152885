import { createFileRoute } from '@tanstack/react-router';
import { newsResource } from '../../features/news/api';
import { NewsPage } from '../../features/news/NewsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/news')({
  ...listRoute(),
  loader: listLoader(newsResource.listQuery),
  component: listPage(NewsPage),
});
