import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderActionRoutes, orderBatchRoutes, ordersRoutes, placementRoutes } from '../../../contract/orders/routes';
import {
  orderActionSchemas,
  orderBatchSchemas,
  ordersSchemas,
  placementSchemas,
} from '../../../contract/orders/schemas';
import type { Order } from '../../../contract/orders/schemas';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { bindAll, ownTransactions } from '../../http/bind-all';
import { notFound } from '../../http/errors';
import { act, completeAll } from './actions';
import { applyBatch } from './batch';
import { lineCancel } from './line-cancel';
import { lineDone, recall, stationDone } from './station-actions';
import { withStations } from './station-progress';
import { placeOrder, replayPlacedOrders } from './place';
import * as q from './queries';

/** The kitchen's lists carry each order's progress per station, so a reload shows it. */
const stationsOnPage = async <P extends { data: Order[] }>(db: Deps['db'], page: P): Promise<P> => ({
  ...page,
  data: await withStations(db, page.data),
});

const device = (req: FastifyRequest) => String(req.headers['x-device-name'] ?? req.headers['user-agent'] ?? '');

export function registerOrderRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bindAll(app, ordersRoutes, ordersSchemas, {
    restaurant: async ({ query }) => {
      const data = await q.restaurantWithOrders(db, query.restaurant);
      if (!data) throw notFound('Restaurant not found');
      return { data };
    },
    restaurants: ({ query, user }) => q.restaurantsWithOrders(db, user, query),
    searchEverywhere: ({ query, user }) => q.findOrdersEverywhere(db, user, query.orderid),
    count: async ({ query }) => ({ data: await q.countsOf(db, query.restaurant) }),
    fetch: async ({ params, query }) =>
      stationsOnPage(db, await q.ordersByStatus(db, { ...query, status: params.status })),
    search: async ({ query }) => stationsOnPage(db, await q.searchOrders(db, query)),
    recent: ({ query, user }) => q.recentOrders(db, user, query),
    history: async ({ query }) => {
      const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, query.id));
      if (!customer) throw notFound('Customer not found');
      return q.customerOrders(db, query.id);
    },
  });
  // Each action stores its idempotent answer and its system-log line in its own transaction (recordAnswer): a retry
  // after a crash replays it, and its tickets, SMS and events follow that commit.
  bindAll(
    app,
    orderActionRoutes,
    orderActionSchemas,
    {
      accept: ({ body, user, req, recordAnswer }) => act(deps, user, 'accept', body, device(req), recordAnswer),
      longwait: ({ body, user, req, recordAnswer }) => act(deps, user, 'longwait', body, device(req), recordAnswer),
      complete: ({ body, user, req, recordAnswer }) => act(deps, user, 'complete', body, device(req), recordAnswer),
      decline: ({ body, user, req, recordAnswer }) => act(deps, user, 'decline', body, device(req), recordAnswer),
      refund: ({ body, user, req, recordAnswer }) => act(deps, user, 'refund', body, device(req), recordAnswer),
      completeAll: ({ body, user, req, recordAnswer }) =>
        completeAll(deps, user, body.restaurant, device(req), recordAnswer),
      stationDone: ({ body, user, recordAnswer }) => stationDone(deps, user, body, recordAnswer),
      lineDone: ({ body, user, recordAnswer }) => lineDone(deps, user, body, recordAnswer),
      lineCancel: ({ body, user, req, recordAnswer }) => lineCancel(deps, user, body, device(req), recordAnswer),
      recall: ({ body, user, req, recordAnswer }) => recall(deps, user, body, device(req), recordAnswer),
    },
    ownTransactions(orderActionRoutes),
  );
  bindAll(
    app,
    orderBatchRoutes,
    orderBatchSchemas,
    { batch: ({ body, user, req }) => applyBatch(deps, req, user, body.actions, device(req)) },
    ownTransactions(orderBatchRoutes),
  );
  replayPlacedOrders(deps); // a retried placement answers the committed order
  bindAll(
    app,
    placementRoutes,
    placementSchemas,
    { place: ({ body, user, req }) => placeOrder(deps, user, body, req) },
    {
      place: { rateLimit: { max: deps.config.placementsPerIpPerMinute, timeWindow: '1 minute' }, ownTransaction: true },
    },
  );
}
