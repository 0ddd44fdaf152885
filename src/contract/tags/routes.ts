/** Tags of the menu: the routes. Their plain values (page size, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { tagsSchemas } from './schemas';

export { TAGS_PAGE_SIZE, TAG_MESSAGES } from './constants';

export const tagsRoutes = routes<typeof tagsSchemas>()(
  { tag: 'Tags', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/tags/fetch' },
    add: { method: 'POST', path: '/tags/add' },
    edit: { method: 'PUT', path: '/tags/edit' },
    delete: { method: 'DELETE', path: '/tags/delete' },
    fetchSpecific: { method: 'GET', path: '/tags/fetch/specific' },
  },
);
