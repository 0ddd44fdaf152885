import { news } from '../../../contract/news';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { defineResource } from '../../lib/resource';

/** News: a change also moves the dashboard's News Feeds counter. */
export const newsResource = defineResource({ name: 'news', api: news, alsoRefreshes: [dashboardKeys.counts()] });
