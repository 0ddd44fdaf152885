/** Automated push messages (the spec's Automated Push modal): the routes; their words are in constants.ts. */
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { automatedPushSchemas } from './schemas';

export { AUTOMATED_PUSH_PAGE_SIZE, AUTOMATED_PUSH_MESSAGES } from './constants';

export const automatedPushRoutes = routes<typeof automatedPushSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/automatedpush/fetch/', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    add: { method: 'POST', path: '/automatedpush/add', restaurantScope: IN_BODY },
    edit: { method: 'PUT', path: '/automatedpush/edit', restaurantScope: IN_BODY },
    delete: { method: 'DELETE', path: '/automatedpush/delete' },
  },
);
