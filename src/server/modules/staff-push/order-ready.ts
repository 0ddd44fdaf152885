/**
 * "Order B-042 is ready" on the phones of the restaurant's staff. Called in the transaction of the change that makes
 * an order ready: a take-away order completed (order-hooks), or the last of its kitchen stations done (a bump or its
 * last line crossed off, station-actions). One push per order, whichever calls first: the job's key is the order.
 */
import { eq } from 'drizzle-orm';
import { ORDERS_SCREEN_PATH } from '../../../contract/staff-push/message';
import type { Tx } from '../../db/crud';
import { orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueue, type JobInfo } from '../../jobs/queue';
import { pushToRestaurant } from './send';

export const ORDER_READY_PUSH_JOB = 'staffpush.ready';
export interface OrderReadyPushJob extends Record<string, unknown> {
  orderId: string;
}

/** Writes the push's job with the change; answers its id, for `runOrderEffects` after the commit. */
export async function enqueueOrderReadyPush(tx: Tx, orderId: string): Promise<string> {
  const job = await enqueue<OrderReadyPushJob>(tx, ORDER_READY_PUSH_JOB, { key: orderId, payload: { orderId } });
  return job.id;
}

export async function sendOrderReadyPush(deps: Deps, job: JobInfo, { orderId }: OrderReadyPushJob) {
  const [order] = await deps.db
    .select({
      restaurantId: orders.restaurantId,
      refNo: orders.refNo,
      status: orders.status,
      dineIn: orders.dineIn,
      tablenumber: orders.tablenumber,
      guestName: orders.guestName,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // Cancelled or refunded before the push went out: nobody should fetch it.
  if (!order || order.status === 'cancelled' || order.status === 'refunded') return;
  const where = order.dineIn ? (order.tablenumber != null ? `Table ${order.tablenumber}` : 'Dine-in') : 'Take-away';
  await pushToRestaurant(deps, job, order.restaurantId, {
    type: 'ready',
    tag: orderId,
    orderId,
    title: `Order ${order.refNo} is ready`,
    body: order.guestName ? `${where}, ${order.guestName}` : where,
    url: `${ORDERS_SCREEN_PATH}?restaurant=${order.restaurantId}`,
  });
}
