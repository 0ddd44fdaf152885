import { ADMIN_USERS_PAGE_SIZE, adminUsersRoutes } from '../../../contract/admin-users/routes';
import { adminUserForms } from '../../../contract/admin-users/schemas';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { defineResource } from '../../lib/resource';

/** Admin users: a change also moves the dashboard's Users counter. */
export const adminUserResource = defineResource({
  name: 'admin-users',
  api: adminUsersRoutes,
  forms: adminUserForms,
  pageSize: ADMIN_USERS_PAGE_SIZE,
  alsoRefreshes: [dashboardKeys.counts()],
});
