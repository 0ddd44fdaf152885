import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders/constants';
import type { OrderDetail, OrderEvent } from '../../../contract/order-detail/schemas';
import { MESSAGES } from '../../../contract/errors';
import { isStaff } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { orderEvents, restaurants } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { orderById } from '../orders/queries';

const status = (s: string | null): OrderStatus | null =>
  (ORDER_STATUSES as readonly string[]).includes(s ?? '') ? (s as OrderStatus) : null;
const textOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** What a line cancellation's event says: the item, how many, and the amount given back. */
function cancelledLineOf(action: string, d: Record<string, unknown>) {
  if (action !== 'line-cancelled' || typeof d.name !== 'string' || typeof d.qty !== 'number') return {};
  const refunded = typeof d.refundedMinor === 'number' ? d.refundedMinor / 100 : 0;
  return { cancelledLine: { name: d.name, qty: d.qty, refunded } };
}

/** One order with its history: 404 when missing, 403 for staff of another restaurant. */
export async function orderDetail(db: Db, user: SessionUser, id: string): Promise<OrderDetail> {
  const order = await orderById(db, id);
  if (!order) throw notFound('Order not found');
  if (isStaff(user.type) && order.restaurant._id !== user.restaurantId) throw forbidden(MESSAGES.otherRestaurant);
  const [events, [r]] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        address: restaurants.address,
        cvr: restaurants.cvr,
        timezone: restaurants.timezone,
      })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurant._id)),
  ]);
  return {
    order,
    events: events.map((e): OrderEvent => ({
      action: e.action,
      fromStatus: status(e.fromStatus),
      toStatus: status(e.toStatus) ?? order.status,
      userName: e.userName,
      at: e.at.toISOString(),
      reason: textOrNull(e.details.reason),
      time: typeof e.details.time === 'number' ? e.details.time : null,
      comment: textOrNull(e.details.comment),
      ...cancelledLineOf(e.action, e.details),
    })),
    restaurant: { _id: r.id, Name: r.name, Address: r.address, CVR: r.cvr, timezone: r.timezone },
  };
}
