import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/settlements';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { HttpError } from '../../http/errors';
import { payoutsFromEnv, type Payouts } from '../../integrations/payouts';
import { dueRestaurants, PayoutInProgressError, payoutStillOpen, settleRestaurant } from './run';
import * as svc from './service';

export const SETTLEMENT_JOB = 'settlement.run';

/**
 * Settlement runs on the durable job queue: on every tick each restaurant whose payout weekday is today gets one
 * job keyed by restaurant and day (so one run per day across nodes and restarts); the run itself settles each period
 * once (database constraint) and pays it out under a lease. A payout held by another run (a manual run, or a run that
 * died and whose lease has not ended) or whose answer is unknown is tried again by the queue's retries.
 */
export function registerSettlementJobs(deps: Deps, payouts: Payouts) {
  deps.jobs.register<{ restaurantId: string }>(SETTLEMENT_JOB, async ({ restaurantId }, ctx) => {
    try {
      const log = await settleRestaurant(deps.db, payouts, restaurantId, ctx.now);
      ctx.log.info({ restaurantId, settlement: log.id, status: log.status }, 'settlement run');
      if (payoutStillOpen(log)) throw new Error(`settlement ${log.id}: ${log.note}`);
    } catch (err) {
      // Nothing to settle or no payout account: the run is done, not failed.
      if (err instanceof HttpError && err.statusCode === 409 && !(err instanceof PayoutInProgressError)) return;
      throw err;
    }
  });
  deps.jobs.schedule('settlements', async (now, queue) => {
    for (const r of await dueRestaurants(deps.db, now))
      await queue.enqueue(SETTLEMENT_JOB, { key: `${r.id}:${r.day}`, payload: { restaurantId: r.id }, runAt: now });
  });
}

export function settlementRoutes(
  app: FastifyInstance,
  deps: Deps,
  payouts: Payouts = payoutsFromEnv(process.env, deps.log),
) {
  const { db } = deps;
  registerSettlementJobs(deps, payouts);
  bind(app, c.updateSettlement, ({ body }) => svc.updateSetup(db, body));
  bind(app, c.fetchSettlements, ({ query }) => svc.fetchLogs(db, query.id, query));
  bind(app, c.settlementRestaurants, ({ query }) => svc.listRestaurants(db, query));
  bind(app, c.settlementRestaurantDetails, ({ query }) => svc.restaurantDetails(db, query.id));
  bind(app, c.runSettlement, async ({ body }) => {
    const log = await settleRestaurant(db, payouts, body.id, new Date());
    return { Message: `Settlement ${log.startDate} – ${log.endDate}: ${log.status}`, data: svc.toLog(log) };
  });
}
