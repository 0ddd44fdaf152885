/** The customer apps' own calls: registered customer sign-in and sign-out, device positions. */
import { routes } from '../route';
import type { loyaltySchemas } from './schemas';

export const loyaltyRoutes = routes<typeof loyaltySchemas>()(
  { tag: 'Customer apps', auth: 'public' },
  {
    authenticate: { method: 'POST', path: '/mobile/customer/authenticate' },
    logout: { method: 'DELETE', path: '/mobile/customer/logout' },
    position: { method: 'POST', path: '/mobile/device/position' },
  },
);
