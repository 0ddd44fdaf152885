/** The plain values of promos that both sides read: page size, types and messages. */
import { crudNotices } from '../notices';

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
