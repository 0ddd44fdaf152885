/** Restaurant users (the spec's User Management modal): the routes. */
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { usersSchemas } from './schemas';

export const usersRoutes = routes<typeof usersSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/restaurant/users/fetch', restaurantScope: IN_QUERY },
    add: { method: 'POST', path: '/restaurant/adduser', restaurantScope: IN_BODY },
    edit: { method: 'PUT', path: '/restaurant/edituser', restaurantScope: IN_BODY },
    // Named by id only: whose account it is, is checked against the record.
    delete: { method: 'DELETE', path: '/restaurant/deleteuser' },
  },
);
