import { ADMIN_USERS_PAGE_SIZE, adminUsers } from '../../../contract/admin-users';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { defineResource } from '../../lib/resource';

/** Admin users: a change also moves the dashboard's Users counter. */
export const adminUserResource = defineResource({ name: 'admin-users', api: adminUsers, idKey: 'adminid', pageSize: ADMIN_USERS_PAGE_SIZE, alsoRefreshes: [dashboardKeys.counts()] });
