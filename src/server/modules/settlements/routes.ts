import type { FastifyInstance } from 'fastify';
import { settlementsRoutes as routes } from '../../../contract/settlements/routes';
import { settlementsSchemas } from '../../../contract/settlements/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import type { settlementLogs } from '../../db/schema';
import { previewSettlement, settleRestaurant } from './run';
import { units } from '../reports/fees';
import * as svc from './service';

type Log = typeof settlementLogs.$inferSelect;

export function registerSettlementRoutes(app: FastifyInstance, deps: Deps) {
  const { db, payouts } = deps;
  bindAll(
    app,
    routes,
    settlementsSchemas,
    {
      setup: ({ body }) => svc.updateSetup(db, body),
      fetch: ({ query }) => svc.fetchLogs(db, query.id, query),
      restaurants: ({ query }) => svc.listRestaurants(db, query),
      restaurant: ({ query }) => svc.restaurantDetails(db, query.id),
      preview: async ({ query }) => {
        const p = await previewSettlement(db, query.id, new Date());
        return { data: { StartDate: p.startDate, EndDate: p.endDate, Amount: units(p.amount), currency: p.currency } };
      },
      run: async ({ body, recordAnswer }) => {
        const answerOf = (log: Log) => ({
          Message: `Settlement ${log.startDate} – ${log.endDate}: ${log.status}`,
          data: svc.toLog(log),
        });
        const log = await settleRestaurant(db, payouts, body.id, new Date(), {
          confirmed: body.amount === undefined ? undefined : Math.round(body.amount * 100),
          record: (tx, done) => recordAnswer(tx, answerOf(done)),
        });
        return answerOf(log);
      },
    },
    {
      // The payout is claimed under a lease (committed) before the provider is called, then its outcome is recorded
      // with the request's line (recordAnswer).
      run: { ownTransaction: true },
    },
  );
}
