import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/coupons';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { pushCoupon } from './push';
import * as svc from './service';
import { couponUsageStats } from './stats';

export function couponRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.couponFetchAll, ({ query }) => svc.listCoupons(deps, 'all', query));
  bind(app, c.couponFetchByStatus, ({ params, query }) => svc.listCoupons(deps, params.status, query));
  bind(app, c.couponAdd, ({ body }) => svc.createCoupon(deps, body));
  bind(app, c.couponEdit, ({ body }) => svc.editCoupon(deps, body));
  bind(app, c.couponDelete, ({ body }) => svc.deleteCoupon(deps, body.couponid));
  bind(app, c.couponPush, ({ body, user }) => pushCoupon(deps, body.couponid, user));
  bind(app, c.couponUsage, ({ body }) => couponUsageStats(deps, body.couponid));
  bind(app, c.userAll, () => svc.allUsers(deps));
}
