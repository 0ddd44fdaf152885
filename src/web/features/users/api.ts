import { adminUsers } from '../../../contract/admin-users';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { defineResource } from '../../lib/resource';

/** Admin users: a change also moves the dashboard's Users counter. */
export const adminUserResource = defineResource({
  name: 'admin-users',
  api: adminUsers,
  alsoRefreshes: [dashboardKeys.counts()],
});
