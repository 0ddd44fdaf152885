/**
 * Every kind of durable job and every scheduler, registered in one place; buildApp calls it once, before the queue
 * starts. A handler may run again (after a node died mid-run), so each is safe to repeat: see jobs/queue.ts.
 */
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { purgeFinishedJobs } from './queue';
import { AUTOMATED_PUSH_JOB, sendScheduledPush } from '../modules/restaurant-config/automated-push-send';
import {
  EFFECT_LEASE_MS,
  ORDER_SMS_JOB,
  ORDER_TICKET_JOB,
  printTicket,
  sendOrderSms,
  type SmsJob,
  type TicketJob,
} from '../modules/printing/order-hooks';
import { ONLINE_POS_ORDER_JOB, sendOrderToOnlinePos, type OnlinePosJob } from '../modules/online-pos/order-send';
import {
  CALL_CLOSE_PUSH_JOB,
  CALL_ESCALATE_PUSH_JOB,
  CALL_PUSH_JOB,
  CALL_REMIND_PUSH_JOB,
  sendCallClosePush,
  sendCallFollowUp,
  sendCallPush,
  type CallPushJob,
} from '../modules/staff-push/send';
import { ORDER_READY_PUSH_JOB, sendOrderReadyPush, type OrderReadyPushJob } from '../modules/staff-push/order-ready';
import {
  ORDER_WATCHDOG_JOB,
  runWatchdog,
  sendWatchdogPush,
  WATCHDOG_PUSH_JOB,
  type WatchdogJob,
} from '../modules/screens/watchdog';
import { foldReportDeltas } from '../modules/reports/rollup';
import { dueWeeklyReports, mailWeeklyReport, WEEKLY_REPORT_JOB } from '../modules/reports/weekly-mail';
import { dueRestaurants, PayoutInProgressError, payoutStillOpen, settleRestaurant } from '../modules/settlements/run';

export const SETTLEMENT_JOB = 'settlement.run';
const KEEP_FINISHED_MS = 30 * 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

export function registerJobs(deps: Deps) {
  const { db, jobs } = deps;

  // What an order change causes, written in its transaction (modules/printing/order-hooks.ts): a kitchen ticket per
  // printer, the response message by SMS and the send to Online POS DK. The ones that wait on a third party (SMS, the
  // POS, the push services below) run once the request has answered (`afterAnswer`).
  const outside = { leaseMs: EFFECT_LEASE_MS, afterAnswer: true };
  jobs.register<TicketJob>(ORDER_TICKET_JOB, (p, ctx) => printTicket(deps, ctx.job, p), { leaseMs: EFFECT_LEASE_MS });
  jobs.register<SmsJob>(ORDER_SMS_JOB, (p, ctx) => sendOrderSms(deps, ctx.job, p), outside);
  // An accepted order to Online POS DK (modules/online-pos/order-send.ts); the POS's id is written back.
  jobs.register<OnlinePosJob>(ONLINE_POS_ORDER_JOB, (p, ctx) => sendOrderToOnlinePos(deps, ctx.job, p), outside);

  // A new call-a-waiter request to the staff's phones, and its close once answered (modules/staff-push/send.ts).
  jobs.register<CallPushJob>(CALL_PUSH_JOB, (p, ctx) => sendCallPush(deps, ctx.job, p), outside);
  jobs.register<CallPushJob>(CALL_CLOSE_PUSH_JOB, (p, ctx) => sendCallClosePush(deps, ctx.job, p), outside);
  // Still unanswered after the restaurant's re-notify time: the waiters again; after twice that, the admins.
  for (const kind of [CALL_REMIND_PUSH_JOB, CALL_ESCALATE_PUSH_JOB])
    jobs.register<CallPushJob>(kind, (p, ctx) => sendCallFollowUp(deps, ctx.job, p, ctx.now), outside);

  // An order ready (a take-away completed) to the staff's phones (modules/staff-push/order-ready.ts).
  jobs.register<OrderReadyPushJob>(ORDER_READY_PUSH_JOB, (p, ctx) => sendOrderReadyPush(deps, ctx.job, p), outside);

  // An order nobody accepted within the restaurant's watchdog time: its tickets, its event, the admins' push
  // (modules/screens/watchdog.ts).
  jobs.register<WatchdogJob>(ORDER_WATCHDOG_JOB, (p, ctx) => runWatchdog(deps, p, ctx.now), {
    leaseMs: EFFECT_LEASE_MS,
  });
  jobs.register<WatchdogJob>(WATCHDOG_PUSH_JOB, (p, ctx) => sendWatchdogPush(deps, ctx.job, p), outside);

  // An automated push, Delay minutes after the order that triggered it (enqueued by scheduleAutomatedPushes).
  jobs.register<{ sendId: string }>(
    AUTOMATED_PUSH_JOB,
    async ({ sendId }, ctx) => {
      await sendScheduledPush(deps, sendId, ctx.now);
    },
    { afterAnswer: true },
  );

  // Settlement runs: on every tick each restaurant whose payout weekday is today gets one job keyed by restaurant and
  // day (one run per day across nodes and restarts); the run itself settles each period once (database constraint) and
  // pays it out under a lease. A payout held by another run (a manual run, or a run that died and whose lease has not
  // ended) or whose answer is unknown is tried again by the queue's retries.
  // A job settles as of the instant it was made for (`at`, on the payout day), so a retry after midnight settles the
  // same period and not the next day's.
  jobs.register<{ restaurantId: string; at?: string }>(SETTLEMENT_JOB, async ({ restaurantId, at }, ctx) => {
    try {
      const log = await settleRestaurant(db, deps.payouts, restaurantId, at ? new Date(at) : ctx.now);
      ctx.log.info({ restaurantId, settlement: log.id, status: log.status }, 'settlement run');
      if (payoutStillOpen(log)) throw new Error(`settlement ${log.id}: ${log.note}`);
    } catch (err) {
      // Nothing to settle or no payout account: the run is done, not failed.
      if (err instanceof HttpError && err.statusCode === 409 && !(err instanceof PayoutInProgressError)) return;
      throw err;
    }
  });
  jobs.schedule('settlements', async (now, queue) => {
    for (const r of await dueRestaurants(db, now))
      await queue.enqueue(SETTLEMENT_JOB, {
        key: `${r.id}:${r.day}`,
        payload: { restaurantId: r.id, at: now.toISOString() },
        runAt: now,
      });
  });

  // Weekly report mails: on each restaurant's report weekday (its own zone) one job keyed by restaurant and day, so
  // the mail goes once across nodes and restarts; a failed send is retried by the queue.
  jobs.register<{ restaurantId: string; day: string }>(WEEKLY_REPORT_JOB, async ({ restaurantId, day }, ctx) => {
    const { sent } = await mailWeeklyReport(deps, restaurantId, day);
    ctx.log.info({ restaurantId, day, sent }, 'weekly report mailed');
  });
  jobs.schedule('weekly-reports', async (now, queue) => {
    for (const r of await dueWeeklyReports(db, now))
      await queue.enqueue(WEEKLY_REPORT_JOB, {
        key: `${r.id}:${r.day}`,
        payload: { restaurantId: r.id, day: r.day },
        runAt: now,
      });
  });

  // Finished jobs are kept 30 days (what became of a ticket, an SMS, a payout run), then deleted, once an hour a node.
  let purgedAt = 0;
  jobs.schedule('purge-finished-jobs', async (now) => {
    if (now.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now.getTime();
    const purged = await purgeFinishedJobs(db, new Date(now.getTime() - KEEP_FINISHED_MS));
    if (purged) deps.log.info({ purged }, 'finished jobs older than 30 days deleted');
  });

  // Every tick (each node; one folds at a time) folds the reports' pending changes into the daily totals.
  jobs.schedule('report-rollup', async () => void (await foldReportDeltas(db, { vacuum: !deps.config.databaseUrl })));
}
