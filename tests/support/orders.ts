/**
 * Orders for the order, kitchen and realtime tests: the demo menus by name, placing orders the way the
 * customer apps do, moving them into a status through the API, and reading what the database holds.
 */
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../src/contract/orders/constants';
import { callAwaiter, extras, menuItems, orderEvents, orders } from '../../src/server/db/schema';
import type { CallResult, Json } from './http';
import type { TestApp } from './test-app';

export const GUEST = { name: 'Test Guest', mobilenumber: '+45 12345678' };

export interface Menu {
  /** The id of a menu item, by name. */
  item(name: string): string;
  /** The id of an extra, by name. */
  extra(name: string): string;
}

/** The menu of a demo restaurant, by name. */
export async function menuOf(t: TestApp, restaurant: string): Promise<Menu> {
  const restaurantId = await t.restaurantId(restaurant);
  const [items, extraRows] = await Promise.all([
    t.db
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId)),
    t.db.select({ id: extras.id, name: extras.name }).from(extras).where(eq(extras.restaurantId, restaurantId)),
  ]);
  const find = (rows: { id: string; name: string }[], what: string) => (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no ${what} named ${name} in ${restaurant}`);
    return row.id;
  };
  return { item: find(items, 'menu item'), extra: find(extraRows, 'extra') };
}

/** A plain item of each demo restaurant (no required choices). */
export const PLAIN_ITEM: Record<string, string> = { 'Demo Bistro': 'Coffee', 'Harbour Grill': 'Cola' };

/**
 * POST /mobile/order/place: one plain item to take away, as a guest; `body` adds or replaces fields; `ip` is the
 * caller's address (the placement limit counts per address).
 */
export async function place(
  t: TestApp,
  restaurant: string,
  body: Record<string, unknown> = {},
  token: string | null = null,
  ip?: string,
): Promise<CallResult> {
  const menu = await menuOf(t, restaurant);
  const payload = {
    restaurant: await t.restaurantId(restaurant),
    lines: [{ menu: menu.item(PLAIN_ITEM[restaurant]), qty: 1 }],
    dineIn: false,
    paymentType: 'card',
    guest: GUEST,
    ...body,
  };
  return t.call(token, 'POST', '/mobile/order/place', { body: payload, ...(ip ? { ip } : {}) });
}

/** A new order, answered as the API gives it; throws unless placed. */
export async function newOrder(t: TestApp, restaurant: string, body: Record<string, unknown> = {}): Promise<Json> {
  const res = await place(t, restaurant, body);
  if (res.status !== 201) throw new Error(`placing an order: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

export const ACTION_PATHS = {
  accept: '/orders/restaurant/acceptorder',
  longwait: '/orders/restaurant/acceptorder/longwait',
  decline: '/orders/restaurant/cancelorder',
  complete: '/orders/restaurant/completeorder',
  refund: '/orders/restaurant/refund',
} as const;
export type Action = keyof typeof ACTION_PATHS;

/** A body the action accepts (decline needs a reason, long wait a time). */
export const actionBody = (action: Action, id: string): Record<string, unknown> =>
  action === 'decline'
    ? { id, reason: 'Out of stock' }
    : action === 'longwait'
      ? { id, time: 20 }
      : action === 'refund'
        ? { id, reason: 'Wrong dish served' }
        : { id };

/** PUT one order action. */
export const act = (
  t: TestApp,
  token: string,
  action: Action,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => t.call(token, 'PUT', ACTION_PATHS[action], { body, headers });

/** The actions, done by the platform admin, that lead from pending to each status. */
const ROUTES: Record<OrderStatus, Action[]> = {
  pending: [],
  confirmed: ['accept'],
  completed: ['accept', 'complete'],
  cancelled: ['decline'],
  refunded: ['accept', 'refund'],
};

/** A new order of the restaurant, moved to `status` through the API. */
export async function orderIn(t: TestApp, restaurant: string, status: OrderStatus): Promise<Json> {
  let order = await newOrder(t, restaurant);
  for (const action of ROUTES[status]) {
    const res = await act(t, await t.asAdmin(), action, actionBody(action, order._id));
    if (res.status !== 200) throw new Error(`${action} of ${order.refNo}: ${res.status} ${JSON.stringify(res.json)}`);
    order = res.json.data;
  }
  return order;
}

/** The stored order row. */
export async function orderRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The order's history of actions, oldest first. */
export const eventsOf = (t: TestApp, id: string) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at);

/** Orders of a restaurant placed by a guest of that name. */
export async function ordersOfGuest(t: TestApp, restaurant: string, guestName: string) {
  return t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, await t.restaurantId(restaurant)), eq(orders.guestName, guestName)));
}

/** POST /mobile/callawaiter for the restaurant; answers the new request. */
export async function newCall(t: TestApp, restaurant: string, tablenumber = 5, name = 'Waving Guest'): Promise<Json> {
  const res = await t.call(null, 'POST', '/mobile/callawaiter', {
    body: { restaurant: await t.restaurantId(restaurant), tablenumber, name },
  });
  if (res.status !== 201) throw new Error(`calling a waiter: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

export async function callRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(callAwaiter).where(eq(callAwaiter.id, id));
  if (!row) throw new Error(`no call-a-waiter request ${id}`);
  return row;
}
