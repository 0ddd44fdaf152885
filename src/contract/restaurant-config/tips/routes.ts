/** Tip configurations (the spec's Tips Configurations modal): the routes; their notices are in constants.ts. */
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { tipsSchemas } from './schemas';

export { TIP_MESSAGES } from './constants';

export const tipsRoutes = routes<typeof tipsSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/tips/fetch', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    add: { method: 'POST', path: '/tips/add', restaurantScope: IN_BODY },
    edit: { method: 'PUT', path: '/tips/edit', restaurantScope: IN_BODY },
    // Named by id only: whose configuration it is, is checked against the record.
    delete: { method: 'DELETE', path: '/tips/delete' },
  },
);
