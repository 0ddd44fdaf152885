/**
 * What the restaurant configuration does when an order moves: kitchen tickets when it is accepted (or placed
 * with autoaccept), and the response message to the customer by SMS when the restaurant has SMS on. A failure here is
 * logged and never undoes the order action the kitchen just took.
 */
import { eq } from 'drizzle-orm';
import type { OrderAction } from '../../../contract/orders';
import { fillOrderId, type ResponseMessageKey } from '../../../contract/restaurant-config/messages';
import { orders, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordSms } from '../../integrations/sms';
import { scheduleAutomatedPushes } from '../restaurant-config/automated-push-send';
import { getMessages } from '../restaurant-config/messages';
import { queueTickets } from './tickets';

type OrderRow = typeof orders.$inferSelect;

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

/** Sends the restaurant's response message for the order (SMS on, a message set, a phone number known); lands in SMS Logs. */
async function sendResponseMessage(deps: Deps, order: OrderRow, key: ResponseMessageKey) {
  const [restaurant] = await deps.db
    .select({ smsenabled: restaurants.smsenabled })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  if (!restaurant?.smsenabled || !order.mobilenumber.trim()) return null;
  const template = (await getMessages(deps, order.restaurantId))[key];
  if (!template) return null;
  return recordSms(deps, {
    restaurantId: order.restaurantId,
    orderId: order.id,
    mobileNumber: order.mobilenumber,
    message: fillOrderId(template, order.orderNumber),
  });
}

async function guarded(deps: Deps, what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (err) {
    deps.log.warn({ err }, `restaurant config: ${what} failed`);
  }
}

export async function afterOrderAction(deps: Deps, action: OrderAction, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  if (action === 'accept' || action === 'longwait')
    await guarded(deps, 'kitchen tickets', () => queueTickets(deps, orderId));
  const key = messageKeyOf(action, order);
  if (key) await guarded(deps, 'response message', () => sendResponseMessage(deps, order, key));
}

export async function afterOrderPlaced(deps: Deps, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  if (order.status === 'confirmed') await guarded(deps, 'kitchen tickets', () => queueTickets(deps, orderId));
  await guarded(deps, 'automated push', () => scheduleAutomatedPushes(deps, orderId));
}

/** Complete all: each completed order's customer gets the complete message. */
export async function afterOrdersCompleted(deps: Deps, orderIds: string[]) {
  for (const id of orderIds) {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, id));
    if (order)
      await guarded(deps, 'response message', () =>
        sendResponseMessage(deps, order, order.dineIn ? 'complete' : 'completetakeout'),
      );
  }
}
