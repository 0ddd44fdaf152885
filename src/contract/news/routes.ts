/** News feeds of the customer apps: the routes. Their plain values (page size, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { newsSchemas } from './schemas';

export { NEWS_PAGE_SIZE, NEWS_MESSAGES } from './constants';

export const newsRoutes = routes<typeof newsSchemas>()(
  { tag: 'News', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/newsandevents/fetch' },
    add: { method: 'POST', path: '/news/add' },
    edit: { method: 'PUT', path: '/news/edit' },
    delete: { method: 'DELETE', path: '/news/delete' },
  },
);
