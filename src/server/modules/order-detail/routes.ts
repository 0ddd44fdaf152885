import type { FastifyInstance } from 'fastify';
import { orderDetailRoutes as routes } from '../../../contract/order-detail/routes';
import { orderDetailSchemas } from '../../../contract/order-detail/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { orderDetail } from './service';

/** The order detail view's endpoint. */
export function registerOrderDetailRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, orderDetailSchemas, {
    fetch: async ({ query, user }) => ({ data: await orderDetail(deps.db, user, query.id) }),
  });
}
