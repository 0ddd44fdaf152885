/** Tags of the menu: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { tagsSchemas } from './schemas';

export const TAGS_PAGE_SIZE = 25;

export const TAG_MESSAGES = {
  ...crudNotices('tag', 'No tags'),
  /** Answered with status 400 (the web shows it as an error notice). */
  taken: 'A tag with this name already exists',
  noMenu: 'No menu yet',
} as const;

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
