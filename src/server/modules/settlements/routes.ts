import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/settlements';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { settleRestaurant } from './run';
import * as svc from './service';

export function settlementRoutes(app: FastifyInstance, deps: Deps) {
  const { db, payouts } = deps;
  bind(app, c.updateSettlement, ({ body }) => svc.updateSetup(db, body));
  bind(app, c.fetchSettlements, ({ query }) => svc.fetchLogs(db, query.id, query));
  bind(app, c.settlementRestaurants, ({ query }) => svc.listRestaurants(db, query));
  bind(app, c.settlementRestaurantDetails, ({ query }) => svc.restaurantDetails(db, query.id));
  bind(app, c.runSettlement, async ({ body }) => {
    const log = await settleRestaurant(db, payouts, body.id, new Date());
    return { Message: `Settlement ${log.startDate} – ${log.endDate}: ${log.status}`, data: svc.toLog(log) };
  });
}
