/** The order detail view: one order with everything that happened to it. */
import { ALL_ROLES } from '../roles';
import { routes } from '../route';
import type { orderDetailSchemas } from './schemas';

export const orderDetailRoutes = routes<typeof orderDetailSchemas>()(
  { tag: 'Orders', auth: ALL_ROLES },
  {
    fetch: { method: 'GET', path: '/orders/restaurant/detail' },
  },
);
