/** Tip configurations (the spec's Tips Configurations modal): the routes, and the notices both sides read. */
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { tipsSchemas } from './schemas';

export const TIP_MESSAGES = {
  added: 'Successfully added config!',
  updated: 'Successfully updated config!',
  deleted: 'Successfully Deleted config!',
  empty: 'No tips config yet',
  notFound: 'Tip configuration not found',
} as const;

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
