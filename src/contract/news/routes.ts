/** News feeds of the customer apps: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { newsSchemas } from './schemas';

export const NEWS_PAGE_SIZE = 25;
export const NEWS_MESSAGES = crudNotices('news', 'No news yet');

export const newsRoutes = routes<typeof newsSchemas>()(
  { tag: 'News', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/newsandevents/fetch' },
    add: { method: 'POST', path: '/news/add' },
    edit: { method: 'PUT', path: '/news/edit' },
    delete: { method: 'DELETE', path: '/news/delete' },
  },
);
