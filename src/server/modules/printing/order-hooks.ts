/**
 * What an order change causes besides itself: kitchen tickets (one per printer) and the send to Online POS DK when it
 * is accepted or placed with autoaccept, the restaurant's response message to the customer by SMS, and the automated
 * pushes of a placed order, and the staff's "order ready" push of a take-away order completed.
 *
 * Each is a job written in the change's own transaction (transactional outbox, `enqueue(tx, …)`), so it exists exactly
 * when the change committed. The node that made the change runs its jobs right after the commit; if it dies first, any
 * node's next poll does. A failure is retried by the job queue and never undoes the change. Each is done once: a job's
 * key is unique per order and printer (or message), and the ticket's and the SMS log's row carry the job's id, so a
 * job that runs again finds its ticket (or its sent message) and does nothing.
 *
 * Stamps and report totals need no job: loyalty (`planLoyalty`, `loyaltyOnStatus`) and the report triggers (migration
 * 0010) write them inside the same transaction as the change.
 */
import { asc, eq } from 'drizzle-orm';
import { fillOrderId, type ResponseMessageKey } from '../../../contract/restaurant-config/messages/routes';
import type { OrderAction } from '../../../contract/orders/constants';
import type { Tx } from '../../db/crud';
import {
  orders,
  posDevices,
  printers,
  printLayouts,
  printQueue,
  responseMessages,
  restaurants,
  smsLogs,
  type StoredOrderLine,
} from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { enqueueAll, type JobInfo } from '../../jobs/queue';
import { onlinePosSendJob, sendsToPos } from '../online-pos/order-send';
import { scheduleAutomatedPushes } from '../restaurant-config/automated-push-send';
import { enqueueOrderReadyPush } from '../staff-push/order-ready';
import { layoutInForce, ticketsFor, type Routing } from './tickets';

type OrderRow = typeof orders.$inferSelect;

export const ORDER_TICKET_JOB = 'order.ticket';
export const ORDER_SMS_JOB = 'order.sms';
/** A ticket is one insert; an SMS waits at most the provider's 10 s timeout. */
export const EFFECT_LEASE_MS = 60_000;

export interface TicketJob extends Record<string, unknown> {
  orderId: string;
  printerId: string;
  lines: StoredOrderLine[] | null;
  /** 'cancel': a "CANCELLED" ticket of the lines cancelled (else the kitchen ticket). */
  reason?: 'cancel';
}
export interface SmsJob extends Record<string, unknown> {
  orderId: string;
  restaurantId: string;
  mobileNumber: string;
  message: string;
}

/** Which response message an action sends. */
function messageKeyOf(
  action: OrderAction,
  order: Pick<OrderRow, 'isAdvanceOrder' | 'dineIn'>,
): ResponseMessageKey | null {
  if (action === 'accept') return order.isAdvanceOrder ? 'acceptadvance' : 'accept';
  if (action === 'longwait') return 'longwait';
  if (action === 'complete') return order.dineIn ? 'complete' : 'completetakeout';
  return null;
}

/**
 * What of a restaurant decides what an order change causes: how its tickets are routed, whether it sends orders to
 * Online POS DK, and its response messages when it sends them by SMS (null: SMS off, or no messages set).
 */
export interface EffectSettings {
  routing: Routing;
  sendsToPos: boolean;
  messages: Record<ResponseMessageKey, string> | null;
}

/**
 * The restaurant's part of a relational query (`db.query`) that reads its effect settings in the same statement:
 * its columns, and its active printers, layouts, POS devices and response messages (read by `effectSettingsOf`).
 */
export const EFFECT_SETTINGS_READ = {
  columns: {
    routed: true as const,
    onlineposdkenabled: true as const,
    disablesendingtoonlinepos: true as const,
    smsenabled: true as const,
  },
  with: {
    printers: { where: eq(printers.status, 'active'), orderBy: [asc(printers.createdAt), asc(printers.id)] },
    printLayouts: { orderBy: [asc(printLayouts.createdAt), asc(printLayouts.id)] },
    posDevices: { orderBy: [asc(posDevices.createdAt)] },
    responseMessages: true as const,
  },
};

type SettingsRow = Pick<
  typeof restaurants.$inferSelect,
  'routed' | 'onlineposdkenabled' | 'disablesendingtoonlinepos' | 'smsenabled'
> & {
  printers: (typeof printers.$inferSelect)[];
  printLayouts: (typeof printLayouts.$inferSelect)[];
  posDevices: (typeof posDevices.$inferSelect)[];
  responseMessages: typeof responseMessages.$inferSelect | null;
};

export const effectSettingsOf = (r: SettingsRow): EffectSettings => ({
  routing: { active: r.printers, layout: r.routed ? layoutInForce(r.printLayouts, r.posDevices) : null },
  sendsToPos: sendsToPos(r),
  messages: r.smsenabled ? r.responseMessages : null,
});

/**
 * The kitchen tickets of an order, one job per printer, keyed by order and printer: whoever writes them first (the
 * accept, or the watchdog when nobody accepted in time), the ticket prints once.
 */
export function ticketJobs(order: OrderRow, routing: Routing) {
  return ticketsFor(order, routing).map((ticket) => ({
    kind: ORDER_TICKET_JOB,
    key: `${order.id}:${ticket.printerId}`,
    payload: { orderId: order.id, ...ticket } satisfies TicketJob,
  }));
}

/** A restaurant's effect settings, in one statement. */
export async function loadEffectSettings(tx: Tx, restaurantId: string): Promise<EffectSettings> {
  const row = await tx.query.restaurants.findFirst({
    where: eq(restaurants.id, restaurantId),
    ...EFFECT_SETTINGS_READ,
  });
  if (!row) throw new Error(`restaurant ${restaurantId} not found`);
  return effectSettingsOf(row);
}

/**
 * Inside the transaction of an order change (the order row as changed): writes the jobs of what it causes. Answers
 * their ids, for `runOrderEffects` after the commit. `settings`: the restaurant's, when the caller read them already.
 */
export async function enqueueOrderEffects(
  tx: Tx,
  change: OrderAction | 'placed',
  order: OrderRow,
  settings?: EffectSettings,
): Promise<string[]> {
  const effects: Parameters<typeof enqueueAll>[1] = [];
  const accepted =
    change === 'accept' || change === 'longwait' || (change === 'placed' && order.status === 'confirmed');
  const messageKey = change === 'placed' ? null : messageKeyOf(change, order);
  // A message is only sent to a known phone number: without one, nothing of the restaurant's is needed.
  const texted = !!messageKey && !!order.mobilenumber.trim();
  const s = accepted || texted ? (settings ?? (await loadEffectSettings(tx, order.restaurantId))) : undefined;
  if (accepted && s) {
    effects.push(...ticketJobs(order, s.routing));
    if (s.sendsToPos) effects.push(onlinePosSendJob(order));
  }
  const template = texted && s?.messages?.[messageKey];
  if (messageKey && template) {
    const payload: SmsJob = {
      orderId: order.id,
      restaurantId: order.restaurantId,
      mobileNumber: order.mobilenumber,
      message: fillOrderId(template, order.orderNumber),
    };
    effects.push({ kind: ORDER_SMS_JOB, key: `${order.id}:${messageKey}`, payload });
  }
  const ids = await enqueueAll(tx, effects);
  // Automated pushes go to registered customers only: a guest's order has none to schedule.
  if (change === 'placed' && order.customerId) ids.push(...(await scheduleAutomatedPushes(tx, order.id)));
  // A take-away order completed is ready to hand over: the waiters' phones say so.
  if (change === 'complete' && !order.dineIn) ids.push(await enqueueOrderReadyPush(tx, order.id));
  return ids;
}

/**
 * Inside a line cancellation's transaction: a "CANCELLED" ticket for the printer that had the line (the cancelled
 * quantity, the reason as its note), keyed by the cancellation's event so it prints once.
 */
export async function enqueueCancelTicket(
  tx: Tx,
  order: Pick<OrderRow, 'id'>,
  printerId: string,
  line: StoredOrderLine,
  eventId: string,
): Promise<string[]> {
  const payload: TicketJob = { orderId: order.id, printerId, lines: [line], reason: 'cancel' };
  return enqueueAll(tx, [{ kind: ORDER_TICKET_JOB, key: `${order.id}:${printerId}:cancel:${eventId}`, payload }]);
}

/** After the commit, before the answer: runs the change's jobs that are due now; what fails is retried by the job queue. */
export async function runOrderEffects(deps: Deps, jobIds: string[]) {
  if (!jobIds.length) return;
  try {
    await deps.jobs.runNow(jobIds);
  } catch (err) {
    deps.log.warn({ err }, 'order effects: running the jobs after the commit failed; the job queue retries them');
  }
}

/** One kitchen ticket: its print-queue row has the job's id, so running the job again adds nothing. */
export async function printTicket(deps: Deps, job: JobInfo, p: TicketJob) {
  try {
    await deps.db
      .insert(printQueue)
      .values({ id: job.id, orderId: p.orderId, printerId: p.printerId, lines: p.lines, reason: p.reason ?? 'kitchen' })
      .onConflictDoNothing();
  } catch (err) {
    // The printer (or the order) was removed since: nothing to print on.
    if (!isForeignKeyViolation(err)) throw err;
  }
}

const FAILED = 'failed';

/**
 * One response message: its SMS log row has the job's id. A message already sent (or not sendable) is not sent again;
 * a failed send is logged and retried until the job's last attempt.
 */
export async function sendOrderSms(deps: Deps, job: JobInfo, p: SmsJob) {
  // Only an earlier run can have logged it: the first run has nothing to look up.
  const [logged] =
    job.attempts > 1
      ? await deps.db.select({ status: smsLogs.status }).from(smsLogs).where(eq(smsLogs.id, job.id))
      : [];
  if (logged && !logged.status.startsWith(FAILED)) return;
  const { status } = await deps.sms.send(p.mobileNumber, p.message, { idempotencyKey: job.id });
  await deps.db
    .insert(smsLogs)
    .values({
      id: job.id,
      restaurantId: p.restaurantId,
      orderId: p.orderId,
      mobileNumber: p.mobileNumber,
      message: p.message,
      status,
    })
    .onConflictDoUpdate({ target: smsLogs.id, set: { status } });
  if (status.startsWith(FAILED) && job.attempts < job.maxAttempts) throw new Error(`SMS ${status}`);
}
