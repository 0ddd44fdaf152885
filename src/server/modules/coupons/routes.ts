import type { FastifyInstance } from 'fastify';
import { couponsRoutes } from '../../../contract/coupons/routes';
import { couponsSchemas } from '../../../contract/coupons/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { pushCoupon } from './push';
import * as svc from './service';
import { couponUsageStats } from './stats';

export function registerCouponRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    couponsRoutes,
    couponsSchemas,
    {
      fetch: ({ query }) => svc.listCoupons(deps, 'all', query),
      fetchByStatus: ({ params, query }) => svc.listCoupons(deps, params.status, query),
      add: ({ body }) => svc.createCoupon(deps, body),
      edit: ({ body }) => svc.editCoupon(deps, body),
      delete: ({ body }) => svc.deleteCoupon(deps, body.couponid),
      push: ({ body, user, recordAnswer }) => pushCoupon(deps, body.couponid, user, { recordAnswer }),
      usage: ({ body }) => couponUsageStats(deps, body.couponid),
      users: () => svc.allUsers(deps),
    },
    {
      // The provider is called first; the push is recorded with the request's line (recordAnswer) after it answered.
      push: { ownTransaction: true },
    },
  );
}
