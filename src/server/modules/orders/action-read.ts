/**
 * What a staff action on an order reads before it writes, in one statement: the order, its restaurant's name and time
 * zone (for the answer) and effect settings (tickets, POS send, SMS: order-hooks.ts), and its customer.
 */
import { eq, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders/schemas';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { EFFECT_SETTINGS_READ, effectSettingsOf, type EffectSettings } from '../printing/order-hooks';
import { orderCoupon, orderTarget, toOrder } from './mapper';

type OrderRow = typeof orders.$inferSelect;

/** The read, built once per database: only the order's id changes from one action to the next. */
function prepareActionRead(db: Db) {
  return db.query.orders
    .findFirst({
      where: eq(orders.id, sql.placeholder('id')),
      with: {
        restaurant: {
          columns: { ...EFFECT_SETTINGS_READ.columns, name: true, timezone: true },
          with: EFFECT_SETTINGS_READ.with,
        },
        customer: { columns: { id: true, name: true, email: true } },
      },
      extras: { coupon: orderCoupon().as('coupon'), targetMinutes: orderTarget().as('target_minutes') },
    })
    .prepare('order_action_read');
}
const actionReads = new WeakMap<Db, ReturnType<typeof prepareActionRead>>();

export interface ActionSubject {
  order: OrderRow;
  settings: EffectSettings;
  /** The API's Order of the row as changed (its restaurant and customer as read here). */
  answerOf(changed: OrderRow): Order;
}

/** The order an action is about, with what acting on it needs; undefined when there is no such order. */
export async function readForAction(db: Db, id: string): Promise<ActionSubject | undefined> {
  let read = actionReads.get(db);
  if (!read) actionReads.set(db, (read = prepareActionRead(db)));
  const row = await read.execute({ id });
  if (!row) return undefined;
  const { restaurant, customer, coupon, targetMinutes, ...order } = row;
  return {
    order,
    settings: effectSettingsOf(restaurant),
    answerOf: (changed) =>
      toOrder({
        order: changed,
        restaurantName: restaurant.name,
        restaurantZone: restaurant.timezone,
        customer,
        coupon,
        targetMinutes,
      }),
  };
}
