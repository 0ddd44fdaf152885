/** Settlements (payouts) of restaurants: the routes. Admins only. Their plain values are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { settlementsSchemas } from './schemas';

export { SETTLEMENTS_PAGE_SIZE, WEEKDAYS, SCHEDULE_OPTIONS, SETTLEMENT_MESSAGES } from './constants';

export const settlementsRoutes = routes<typeof settlementsSchemas>()(
  { tag: 'Settlements', auth: ADMIN_ONLY },
  {
    setup: { method: 'POST', path: '/restaurant/updateSettlement' },
    fetch: { method: 'GET', path: '/settlements/fetch' },
    restaurants: { method: 'GET', path: '/settlements/restaurants' },
    restaurant: { method: 'GET', path: '/settlements/restaurant' },
    preview: { method: 'GET', path: '/settlements/preview' },
    run: { method: 'POST', path: '/settlements/run' },
  },
);
