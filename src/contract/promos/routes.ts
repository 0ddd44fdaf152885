/** Promos (heyStranger and heyFriends): the routes. Their plain values (types, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { promosSchemas } from './schemas';

export { PROMOS_PAGE_SIZE, PROMO_TYPES, PROMO_MESSAGES } from './constants';
export type { PromoType } from './constants';

export const promosRoutes = routes<typeof promosSchemas>()(
  { tag: 'Promos', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/promos/fetch' },
    fetchByType: { method: 'GET', path: '/promos/fetchByType' },
    add: { method: 'POST', path: '/promos/add' },
    edit: { method: 'PUT', path: '/promos/edit' },
    delete: { method: 'DELETE', path: '/promos/delete' },
    updateOrder: { method: 'POST', path: '/promos/updateOrder' },
  },
);
