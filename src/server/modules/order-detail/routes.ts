import type { FastifyInstance } from 'fastify';
import { orderDetailFetch } from '../../../contract/order-detail';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { orderDetail } from './service';

/** The order detail view's endpoint. */
export function orderDetailRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, orderDetailFetch, async ({ query, user }) => ({ data: await orderDetail(deps.db, user, query.id) }));
}
