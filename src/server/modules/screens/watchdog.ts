/**
 * The kitchen watchdog. An order placed waiting for acceptance gets a job, written with the order, due the restaurant's
 * watchdog time later (`kitchenwatchdogseconds`, 45 s unless set). Acknowledged means accepted (or declined) on any
 * device: the one signal the server can trust (a screen showing an order proves nobody saw it). If the order is still
 * pending when the job runs, its kitchen tickets are written as the accept would write them (same jobs, same keys: an
 * accept later prints nothing twice), the order gets the event "printed: no screen acknowledged", the restaurant's
 * admins get a push and its kitchen screens a banner. A job that runs again finds the order's event and does nothing.
 */
import { appendEvent } from '../../realtime/outbox';
import { and, eq } from 'drizzle-orm';
import { WATCHDOG_ACTION, WATCHDOG_NOTE, type WatchdogNotice } from '../../../contract/screens/watchdog';
import { ORDERS_SCREEN_PATH } from '../../../contract/staff-push/message';
import { orderEvents, orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueue, enqueueAll, type JobInfo } from '../../jobs/queue';
import { loadEffectSettings, runOrderEffects, ticketJobs } from '../printing/order-hooks';
import { pushToRestaurant } from '../staff-push/send';

export const ORDER_WATCHDOG_JOB = 'order.watchdog';
export const WATCHDOG_PUSH_JOB = 'staffpush.watchdog';
export interface WatchdogJob extends Record<string, unknown> {
  orderId: string;
}

/** The order's watchdog, written with the placed order: due `seconds` after it was placed. */
export const watchdogJob = (order: { id: string; createdAt: Date }, seconds: number) => ({
  kind: ORDER_WATCHDOG_JOB,
  key: order.id,
  payload: { orderId: order.id } satisfies WatchdogJob,
  runAt: new Date(order.createdAt.getTime() + seconds * 1000),
});

export async function runWatchdog(deps: Deps, { orderId }: WatchdogJob, now: Date) {
  const done = await deps.db.transaction(async (tx) => {
    // Locked: an accept at this moment waits, then finds the tickets written and writes none again.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'pending') return null;
    const [already] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, WATCHDOG_ACTION)));
    if (already) return null;
    const settings = await loadEffectSettings(tx, order.restaurantId);
    const tickets = ticketJobs(order, settings.routing);
    const ids = await enqueueAll(tx, tickets);
    const names = new Map(settings.routing.active.map((p) => [p.id, p.name]));
    const printed = tickets.map((t) => names.get(t.payload.printerId) ?? t.payload.printerId);
    const waited = Math.round((now.getTime() - order.createdAt.getTime()) / 1000);
    await tx.insert(orderEvents).values({
      orderId,
      action: WATCHDOG_ACTION,
      fromStatus: 'pending',
      toStatus: 'pending',
      userName: 'system',
      details: { note: WATCHDOG_NOTE, waited, printers: printed },
    });
    ids.push((await enqueue<WatchdogJob>(tx, WATCHDOG_PUSH_JOB, { key: orderId, payload: { orderId } })).id);
    const notice: WatchdogNotice = {
      restaurant: order.restaurantId,
      orderId,
      refNo: order.refNo,
      at: now.toISOString(),
      waited,
      printers: printed,
    };
    const event = await appendEvent(tx, order.restaurantId, { kind: 'kitchen.watchdog', data: notice });
    return { ids, event };
  });
  if (!done) return;
  deps.events.stream([done.event]);
  await runOrderEffects(deps, done.ids);
}

/** The admins' push: which order printed by itself, and where. */
export async function sendWatchdogPush(deps: Deps, job: JobInfo, { orderId }: WatchdogJob) {
  const [order] = await deps.db
    .select({ restaurantId: orders.restaurantId, refNo: orders.refNo })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [event] = await deps.db
    .select({ details: orderEvents.details })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, WATCHDOG_ACTION)));
  if (!order || !event) return;
  const { waited, printers: printed } = event.details as { waited: number; printers: string[] };
  await pushToRestaurant(
    deps,
    job,
    order.restaurantId,
    {
      type: 'watchdog',
      tag: `w${orderId}`,
      orderId,
      title: `Order ${order.refNo}: no screen acknowledged it`,
      body: printed.length
        ? `Printed on ${printed.join(', ')} after ${waited} s`
        : `Not accepted after ${waited} s, and no printer to print it`,
      url: `${ORDERS_SCREEN_PATH}?restaurant=${order.restaurantId}`,
    },
    { adminsOnly: true },
  );
}
