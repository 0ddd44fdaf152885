/**
 * What a restaurant's users may do (User Management's toggles): read by every signed-in user of the restaurant, so
 * the web shows only what they may use; set by the restaurant admin. Not in the spec.
 */
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { staffPermissionsSchemas } from './schemas';

export const STAFF_PERMISSIONS_SAVED = 'Successfully updated user permissions!';

export const staffPermissionsRoutes = routes<typeof staffPermissionsSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/restaurant/userpermissions/fetch', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    edit: { method: 'PUT', path: '/restaurant/userpermissions/edit', restaurantScope: IN_BODY },
  },
);
