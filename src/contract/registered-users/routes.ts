/** The registered customers screen (list, email search, delete): the routes; page size and notices: constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { registeredUsersSchemas } from './schemas';

export { REGISTERED_USERS_PAGE_SIZE, REGISTERED_USER_MESSAGES } from './constants';

export const registeredUsersRoutes = routes<typeof registeredUsersSchemas>()(
  { tag: 'Registered users', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/user/fetch' },
    search: { method: 'GET', path: '/user/searchv2' },
    delete: { method: 'DELETE', path: '/user/delete' },
  },
);
