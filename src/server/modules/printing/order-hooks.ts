/**
 * What an order change causes besides itself: kitchen tickets (one per printer) and the send to Online POS DK when it
 * is accepted or placed with autoaccept, the restaurant's response message to the customer by SMS, and the automated
 * pushes of a placed order.
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
import { eq } from 'drizzle-orm';
import { fillOrderId, type ResponseMessageKey } from '../../../contract/restaurant-config/messages/routes';
import type { OrderAction } from '../../../contract/orders/constants';
import type { Tx } from '../../db/crud';
import {
  orders,
  printers,
  printQueue,
  responseMessages,
  restaurants,
  smsLogs,
  type StoredOrderLine,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueueAll, type JobInfo } from '../../jobs/queue';
import { onlinePosSendJob } from '../online-pos/order-send';
import { scheduleAutomatedPushes } from '../restaurant-config/automated-push-send';
import { planTickets } from './tickets';

type OrderRow = typeof orders.$inferSelect;

export const ORDER_TICKET_JOB = 'order.ticket';
export const ORDER_SMS_JOB = 'order.sms';
/** A ticket is one insert; an SMS waits at most the provider's 10 s timeout. */
export const EFFECT_LEASE_MS = 60_000;

export interface TicketJob extends Record<string, unknown> {
  orderId: string;
  printerId: string;
  lines: StoredOrderLine[] | null;
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

/** The restaurant's response message for the order, when it is to be sent (SMS on, a message set, a phone number known). */
async function responseMessage(tx: Tx, order: OrderRow, key: ResponseMessageKey) {
  if (!order.mobilenumber.trim()) return null;
  const [restaurant] = await tx
    .select({ smsenabled: restaurants.smsenabled, template: responseMessages[key] })
    .from(restaurants)
    .leftJoin(responseMessages, eq(responseMessages.restaurantId, restaurants.id))
    .where(eq(restaurants.id, order.restaurantId));
  const template = restaurant?.smsenabled && restaurant.template;
  return template ? fillOrderId(template, order.orderNumber) : null;
}

/**
 * Inside the transaction of an order change (the order row as changed): writes the jobs of what it causes. Answers
 * their ids, for `runOrderEffects` after the commit.
 */
export async function enqueueOrderEffects(tx: Tx, change: OrderAction | 'placed', order: OrderRow): Promise<string[]> {
  const effects: Parameters<typeof enqueueAll>[1] = [];
  const accepted =
    change === 'accept' || change === 'longwait' || (change === 'placed' && order.status === 'confirmed');
  if (accepted) {
    for (const ticket of await planTickets(tx, order)) {
      const payload: TicketJob = { orderId: order.id, ...ticket };
      effects.push({ kind: ORDER_TICKET_JOB, key: `${order.id}:${ticket.printerId}`, payload });
    }
    const posSend = await onlinePosSendJob(tx, order);
    if (posSend) effects.push(posSend);
  }
  const messageKey = change === 'placed' ? null : messageKeyOf(change, order);
  const message = messageKey && (await responseMessage(tx, order, messageKey));
  if (messageKey && message) {
    const payload: SmsJob = {
      orderId: order.id,
      restaurantId: order.restaurantId,
      mobileNumber: order.mobilenumber,
      message,
    };
    effects.push({ kind: ORDER_SMS_JOB, key: `${order.id}:${messageKey}`, payload });
  }
  const ids = await enqueueAll(tx, effects);
  // Automated pushes go to registered customers only: a guest's order has none to schedule.
  if (change === 'placed' && order.customerId) ids.push(...(await scheduleAutomatedPushes(tx, order.id)));
  return ids;
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
  const [printer] = await deps.db.select({ id: printers.id }).from(printers).where(eq(printers.id, p.printerId));
  if (!printer) return; // removed since: nothing to print on
  await deps.db
    .insert(printQueue)
    .values({ id: job.id, orderId: p.orderId, printerId: p.printerId, lines: p.lines, reason: 'kitchen' })
    .onConflictDoNothing();
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
