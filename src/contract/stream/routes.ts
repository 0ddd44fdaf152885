/**
 * The restaurant's event stream (constants.ts): the events after a `seq`, and the open orders as of one `seq`
 * (what a kitchen screen loads first and after a `reset`).
 */
import { ALL_ROLES } from '../roles';
import { IN_QUERY, routes } from '../route';
import type { streamSchemas } from './schemas';

export const streamRoutes = routes<typeof streamSchemas>()(
  { tag: 'Orders', auth: ALL_ROLES, restaurantScope: IN_QUERY },
  {
    events: { method: 'GET', path: '/orders/restaurant/events' },
    open: { method: 'GET', path: '/orders/restaurant/open' },
  },
);
