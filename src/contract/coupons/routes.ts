/** Coupons: the routes. Their plain values (page size, views, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { couponsSchemas } from './schemas';

export { COUPONS_PAGE_SIZE, COUPON_VIEWS, COUPON_MESSAGES } from './constants';
export type { CouponView } from './constants';

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
