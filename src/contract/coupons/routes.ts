/** Coupons: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { DATED_STATUSES, pushNotices } from '../promotions';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { couponsSchemas } from './schemas';

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

export const couponsRoutes = routes<typeof couponsSchemas>()(
  { tag: 'Coupons', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/coupon/getallcoupon' },
    fetchByStatus: { method: 'GET', path: '/coupon/getallcoupon/:status' },
    add: { method: 'POST', path: '/coupon/addnewcoupon' },
    edit: { method: 'PUT', path: '/coupon/editcoupon' },
    delete: { method: 'DELETE', path: '/coupon/deletecoupon' },
    push: { method: 'POST', path: '/coupon/pushcoupon' },
    usage: { method: 'POST', path: '/statistics/couponusage' },
    users: { method: 'GET', path: '/user/all' },
  },
);
