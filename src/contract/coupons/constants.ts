/** The plain values of coupons that both sides read: page size, views and messages. */
import { crudNotices } from '../notices';
import { DATED_STATUSES, pushNotices } from '../promotions';

export const COUPONS_PAGE_SIZE = 10;
export const COUPON_VIEWS = ['all', ...DATED_STATUSES] as const;
export type CouponView = (typeof COUPON_VIEWS)[number];

export const COUPON_MESSAGES = {
  /** Empty states (the spec's screens). */
  ...crudNotices('coupon', 'No coupons'),
  emptyActive: 'No active coupons',
  ...pushNotices('coupon'),
  appcodeTaken: 'App code is already used by another coupon',
  qrvalueTaken: 'QR value is already used by another coupon',
} as const;
