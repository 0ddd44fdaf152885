/** Table numbers and the park-table timer (the spec's Table Numbers and Park Table Timer modals): the routes. */
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { tablesSchemas } from './schemas';

export const tablesRoutes = routes<typeof tablesSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/tableno/fetch', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    save: { method: 'POST', path: '/tableno/add', restaurantScope: IN_BODY },
    delete: { method: 'DELETE', path: '/tableno/delete' },
  },
);
