/** The platform's admin users: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { adminUsersSchemas } from './schemas';

export const ADMIN_USER_TYPES = ['Admin'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;

export const ADMIN_USER_MESSAGES = {
  ...crudNotices('user', 'No users yet'),
  /** The spec's words: 'a user'. */
  deleted: 'Successfully deleted a user!',
  emailTaken: 'Email is already in use',
  notYourself: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be deleted',
} as const;

export const adminUsersRoutes = routes<typeof adminUsersSchemas>()(
  { tag: 'Admin users', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/admin/fetch' },
    add: { method: 'POST', path: '/admin/add' },
    edit: { method: 'PUT', path: '/admin/edit' },
    delete: { method: 'DELETE', path: '/admin/delete' },
  },
);
