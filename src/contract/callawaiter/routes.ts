/**
 * Call a waiter: a guest at a table calls from the customer app, the staff accept or reject the request. The routes;
 * the statuses and messages are in constants.ts.
 */
import { ALL_ROLES } from '../roles';
import { IN_QUERY, routes } from '../route';
import type { callawaiterSchemas, callPlacementSchemas } from './schemas';

export { CALL_STATUSES, CALL_MESSAGES } from './constants';
export type { CallStatus } from './constants';

/** The staff's side. */
export const callawaiterRoutes = routes<typeof callawaiterSchemas>()(
  { tag: 'Call a waiter', auth: ALL_ROLES },
  {
    fetch: { method: 'GET', path: '/ordersrestaurant/callawaiter/fetch', restaurantScope: IN_QUERY },
    accept: { method: 'POST', path: '/callawaiter/accept' },
    reject: { method: 'POST', path: '/callawaiter/reject' },
  },
);

/** The guest's call, from the customer app. */
export const callPlacementRoutes = routes<typeof callPlacementSchemas>()(
  { tag: 'Customer apps', auth: 'public' },
  {
    place: { method: 'POST', path: '/mobile/callawaiter', status: 201 },
  },
);
