/** The registered customers screen: the list, the email search and delete; their notices. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { registeredUsersSchemas } from './schemas';

export const REGISTERED_USERS_PAGE_SIZE = 25;

export const REGISTERED_USER_MESSAGES = {
  deleted: 'Successfully deleted user!',
  notFound: 'User not found',
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone!',
  noneFound: 'No users found',
  noneYet: 'No users yet',
} as const;

export const registeredUsersRoutes = routes<typeof registeredUsersSchemas>()(
  { tag: 'Registered users', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/user/fetch' },
    search: { method: 'GET', path: '/user/searchv2' },
    delete: { method: 'DELETE', path: '/user/delete' },
  },
);
