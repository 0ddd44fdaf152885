/**
 * Online POS DK receives a restaurant's accepted orders (restaurant form › Online POS DK on, Disable online POS off).
 * The send is a job written in the accept's own transaction (`onlinePosSendJob`, written by `enqueueOrderEffects`), so it
 * exists exactly when the accept committed; the job queue retries a failed send. The POS's id of the order is written
 * back as the order's `onlineposid`, and an order that has one is not sent again.
 */
import { eq, inArray } from 'drizzle-orm';
import { menuItems, orders, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import type { PosOrder } from '../../integrations/online-pos';
import type { JobInfo } from '../../jobs/queue';

type OrderRow = typeof orders.$inferSelect;

export const ONLINE_POS_ORDER_JOB = 'order.onlinepos';
/** A POS that is down for a while is tried for about three hours (the queue's delay doubles up to an hour). */
export const ONLINE_POS_ATTEMPTS = 10;

export interface OnlinePosJob extends Record<string, unknown> {
  orderId: string;
}

/** Whether the restaurant sends its accepted orders to Online POS DK. */
export const sendsToPos = (r: { onlineposdkenabled: boolean; disablesendingtoonlinepos: boolean }) =>
  r.onlineposdkenabled && !r.disablesendingtoonlinepos;

/** The send job of an accepted order, for a restaurant that sends its orders to Online POS DK (`sendsToPos`). */
export const onlinePosSendJob = (order: Pick<OrderRow, 'id'>) => ({
  kind: ONLINE_POS_ORDER_JOB,
  key: order.id,
  payload: { orderId: order.id } satisfies OnlinePosJob,
  maxAttempts: ONLINE_POS_ATTEMPTS,
});

const units = (minor: number) => minor / 100;

async function posOrderOf(deps: Deps, o: OrderRow): Promise<PosOrder> {
  const ids = [...new Set(o.lines.map((l) => l.menu))];
  const bound = ids.length
    ? await deps.db
        .select({ id: menuItems.id, pos: menuItems.onlineposproductid })
        .from(menuItems)
        .where(inArray(menuItems.id, ids))
    : [];
  const productOf = new Map(bound.filter((b) => b.pos).map((b) => [b.id, b.pos]));
  return {
    reference: o.id,
    orderNumber: o.orderNumber,
    refNo: o.refNo,
    date: o.createdAt.toISOString(),
    dineIn: o.dineIn,
    tablenumber: o.tablenumber,
    paymentType: o.paymentType,
    currency: o.currency,
    comment: o.comment,
    total: units(o.total),
    // A line cancelled in full before the order was sent is not on the POS's order.
    lines: o.lines
      .filter((l) => l.qty > 0)
      .map((l) => ({
        name: l.name,
        productId: productOf.get(l.menu) ?? null,
        qty: l.qty,
        price: units(l.price),
        notes: l.notes,
        extras: l.extras.map((x) => ({ name: x.name, qty: x.qty, price: units(x.price) })),
        attributes: l.attributes.map((a) => ({
          group: a.attributeName,
          name: a.name,
          qty: a.qty,
          price: units(a.additionalPrice),
        })),
      })),
  };
}

/**
 * One order to Online POS DK. Safe to run again: an order with an `onlineposid` is done, and every attempt at one
 * order carries the same idempotency key, so the POS keeps one order when an answer was lost. A failure throws, and
 * the queue tries again later.
 */
export async function sendOrderToOnlinePos(deps: Deps, job: JobInfo, { orderId }: OnlinePosJob) {
  const [row] = await deps.db
    .select({ order: orders, restaurant: restaurants })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId));
  if (!row || row.order.onlineposid) return;
  const { order, restaurant: r } = row;
  const log = deps.log.child({ job: job.id, order: order.id, restaurant: r.id });
  if (!sendsToPos(r)) {
    log.info('Online POS DK: switched off for the restaurant since the order was accepted; not sent');
    return;
  }
  if (!r.onlineposdktoken) {
    log.warn(`Online POS DK: ${r.name} has no token (restaurant form); order ${order.orderNumber} not sent`);
    return;
  }
  const account = { token: r.onlineposdktoken, firmId: r.onlineposdkfirmid };
  const { id } = await deps.onlinePos.sendOrder(account, await posOrderOf(deps, order), `order:${order.id}`);
  if (id) await deps.db.update(orders).set({ onlineposid: id }).where(eq(orders.id, order.id));
  log.info({ onlineposid: id }, id ? 'Online POS DK: order sent' : 'Online POS DK: order recorded only');
}
