/** Call a waiter: a guest at a table calls from the customer app, the staff accept or reject the request. */
import { ALL_ROLES } from '../roles';
import { IN_QUERY, routes } from '../route';
import type { callawaiterSchemas, callPlacementSchemas } from './schemas';

export const CALL_STATUSES = ['preorder', 'accepted', 'rejected'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const CALL_MESSAGES = {
  accepted: 'Request accepted',
  rejected: 'Request rejected',
  notFound: 'Request not found',
  created: 'A waiter is on the way',
} as const;

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
