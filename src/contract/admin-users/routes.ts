/** The platform's admin users: the routes. Their plain values (types, page size, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { adminUsersSchemas } from './schemas';

export { ADMIN_USER_TYPES, ADMIN_USERS_PAGE_SIZE, ADMIN_USER_MESSAGES } from './constants';

export const adminUsersRoutes = routes<typeof adminUsersSchemas>()(
  { tag: 'Admin users', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/admin/fetch' },
    add: { method: 'POST', path: '/admin/add' },
    edit: { method: 'PUT', path: '/admin/edit' },
    delete: { method: 'DELETE', path: '/admin/delete' },
  },
);
