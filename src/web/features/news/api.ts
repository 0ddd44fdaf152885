import { NEWS_PAGE_SIZE, newsRoutes } from '../../../contract/news/routes';
import { newsForms } from '../../../contract/news/schemas';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { defineResource } from '../../lib/resource';

/** News: a change also moves the dashboard's News Feeds counter. */
export const newsResource = defineResource({
  name: 'news',
  api: newsRoutes,
  forms: newsForms,
  pageSize: NEWS_PAGE_SIZE,
  alsoRefreshes: [dashboardKeys.counts()],
});
