import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '../../../contract/orders';
import { placeOrder as placeOrderEndpoint } from '../../../contract/place-order';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { notFound } from '../../http/errors';
import { act, completeAll } from './actions';
import { placeOrder, replayPlacedOrders } from './place';
import * as q from './queries';

const device = (req: FastifyRequest) => String(req.headers['x-device-name'] ?? req.headers['user-agent'] ?? '');

export function orderRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bind(app, c.fetchWithOrdersSpecific, async ({ query }) => {
    const data = await q.restaurantWithOrders(db, query.restaurant);
    if (!data) throw notFound('Restaurant not found');
    return { data };
  });
  bind(app, c.fetchWithOrders, ({ query, user }) => q.restaurantsWithOrders(db, user, query));
  bind(app, c.searchViaOrder, ({ query, user }) => q.findOrdersEverywhere(db, user, query.orderid));
  bind(app, c.orderCount, async ({ query }) => ({ data: await q.countsOf(db, query.restaurant) }));
  bind(app, c.fetchOrders, ({ params, query }) => q.ordersByStatus(db, { ...query, status: params.status }));
  bind(app, c.searchOrder, ({ query }) => q.searchOrders(db, query));
  // Each action stores its idempotent answer in its own transaction (recordAnswer): a retry after a crash replays it.
  bind(app, c.acceptOrder, ({ body, user, req, recordAnswer }) =>
    act(deps, user, 'accept', body, device(req), recordAnswer),
  );
  bind(app, c.acceptOrderLongWait, ({ body, user, req, recordAnswer }) =>
    act(deps, user, 'longwait', body, device(req), recordAnswer),
  );
  bind(app, c.completeOrder, ({ body, user, req, recordAnswer }) =>
    act(deps, user, 'complete', body, device(req), recordAnswer),
  );
  bind(app, c.cancelOrder, ({ body, user, req, recordAnswer }) =>
    act(deps, user, 'decline', body, device(req), recordAnswer),
  );
  bind(app, c.refundOrder, ({ body, user, req, recordAnswer }) =>
    act(deps, user, 'refund', body, device(req), recordAnswer),
  );
  bind(app, c.completeAll, ({ body, user, req, recordAnswer }) =>
    completeAll(deps, user, body.restaurant, device(req), recordAnswer),
  );
  bind(app, c.recentOrders, ({ query, user }) => q.recentOrders(db, user, query));
  bind(app, c.orderHistory, async ({ query }) => {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, query.id));
    if (!customer) throw notFound('Customer not found');
    return q.customerOrders(db, query.id);
  });
  replayPlacedOrders(deps); // a retried placement answers the committed order
  bind(app, placeOrderEndpoint, ({ body, user, req }) => placeOrder(deps, user, body, req), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
}
