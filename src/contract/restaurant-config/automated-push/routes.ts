/** Automated push messages (the spec's Automated Push modal): the routes, and the words both sides read. */
import { crudNotices } from '../../notices';
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { automatedPushSchemas } from './schemas';

export const AUTOMATED_PUSH_PAGE_SIZE = 10;

export const AUTOMATED_PUSH_MESSAGES = {
  ...crudNotices('automated push', 'No data yet'),
  unknownProduct: 'Choose products of this restaurant',
  /** Shown in the window while the platform's switch is off, so nobody wonders why nothing is sent. */
  platformOff:
    'Automated push is switched off for this restaurant by the platform, so none of these pushes is sent. A platform admin can switch it on.',
} as const;

export const automatedPushRoutes = routes<typeof automatedPushSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/automatedpush/fetch/', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    add: { method: 'POST', path: '/automatedpush/add', restaurantScope: IN_BODY },
    edit: { method: 'PUT', path: '/automatedpush/edit', restaurantScope: IN_BODY },
    delete: { method: 'DELETE', path: '/automatedpush/delete' },
  },
);
