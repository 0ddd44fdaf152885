/**
 * What a staff action on an order reads before it writes, in one statement: the order, its restaurant's name and time
 * zone (for the answer) and effect settings (tickets, POS send, SMS: order-hooks.ts), and its customer. A batch of
 * actions reads all its orders in one statement and each restaurant's settings once (`readForActions`).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders/schemas';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import {
  EFFECT_SETTINGS_READ,
  effectSettingsOf,
  loadEffectSettings,
  type EffectSettings,
} from '../printing/order-hooks';
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
  return row && subjectOf(row, effectSettingsOf(row.restaurant));
}

/** An order as the action reads read it. */
type Read = OrderRow & {
  restaurant: { name: string; timezone: string };
  customer: { id: string; name: string; email: string } | null;
  coupon: { name: string; code: string } | null;
  targetMinutes: number;
};

function subjectOf(row: Read, settings: EffectSettings): ActionSubject {
  const { restaurant, customer, coupon, targetMinutes, ...order } = row;
  return {
    order,
    settings,
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

/**
 * The orders of a batch of actions, by id (those that exist), as `readForAction` reads one: the orders in one
 * statement, the effect settings once per restaurant.
 */
export async function readForActions(db: Db, ids: string[]): Promise<Map<string, ActionSubject>> {
  if (!ids.length) return new Map();
  const rows = await db.query.orders.findMany({
    where: inArray(orders.id, ids),
    with: {
      restaurant: { columns: { name: true, timezone: true } },
      customer: { columns: { id: true, name: true, email: true } },
    },
    extras: { coupon: orderCoupon().as('coupon'), targetMinutes: orderTarget().as('target_minutes') },
  });
  const restaurantIds = [...new Set(rows.map((r) => r.restaurantId))];
  const settings = new Map(
    await Promise.all(restaurantIds.map(async (id) => [id, await loadEffectSettings(db, id)] as const)),
  );
  return new Map(rows.map((row) => [row.id, subjectOf(row, settings.get(row.restaurantId)!)]));
}
