/** Promos (heyStranger and heyFriends): the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { promosSchemas } from './schemas';

export const PROMOS_PAGE_SIZE = 25;
export const PROMO_TYPES = ['heystranger', 'heyfriends'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export const PROMO_MESSAGES = {
  ...crudNotices('promo', 'No promos'),
  ordered: 'Successfully updated promo order!',
  restaurantNotFound: 'Restaurant not found',
  limitRequired: 'Multiple Limit must be at least 1',
  notOfType: 'Every promo to order must be of this type',
} as const;

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
