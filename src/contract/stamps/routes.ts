/** Stamp cards: the routes. Their plain values (page size, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { stampsSchemas } from './schemas';

export { STAMPS_PAGE_SIZE, STAMP_MESSAGES } from './constants';

export const stampsRoutes = routes<typeof stampsSchemas>()(
  { tag: 'Stamps', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/stamp/fetch' },
    add: { method: 'POST', path: '/stamp/add' },
    edit: { method: 'PUT', path: '/stamp/edit' },
    delete: { method: 'DELETE', path: '/stamp/delete' },
  },
);
