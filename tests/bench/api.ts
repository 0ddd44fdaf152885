/**
 * The API calls the benchmark makes, as the customer apps and the back-office make them.
 * Orders are placed like `npm run simulate` places them: realistic lines priced by the server.
 */
import type { MenuItem } from '../../src/contract/menu/schemas';
import type { Order } from '../../src/contract/orders/schemas';
import { prng } from '../../src/server/seed/kitchen';

export const BISTRO = { email: 'bistro@example.com', password: 'demo-kitchen-pass' } as const;

export interface Staff {
  token: string;
  restaurantId: string;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as T & { Message?: unknown };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json.Message)}`);
  return json;
}

/** One sign-in of Demo Bistro's restaurant admin (staff sign-in, as the kitchen tablet does). */
export async function signInBistro(base: string): Promise<Staff> {
  const answer = await call<{ token: string; profile: { Restaurant: string | null } }>(
    base,
    'POST',
    '/restaurant/authenticate',
    { body: BISTRO },
  );
  if (!answer.profile.Restaurant) throw new Error('bistro@example.com has no restaurant');
  return { token: answer.token, restaurantId: answer.profile.Restaurant };
}

export async function menuOf(base: string, staff: Staff): Promise<MenuItem[]> {
  const { data } = await call<{ data: MenuItem[] }>(
    base,
    'GET',
    `/menu/web/fetch?restaurant=${staff.restaurantId}&size=1000`,
    { token: staff.token },
  );
  const items = data.filter((i) => i.isAvailable);
  if (!items.length) throw new Error('Demo Bistro has no available menu items');
  return items;
}

const GUESTS = [
  'Maja',
  'Peter',
  'Signe',
  'Ahmed',
  'Karen',
  'Rasmus',
  'Yuki',
  'Tobias',
  'Line',
  'Omar',
  'Freja',
  'Jonas',
];

/** Realistic order bodies (1–4 lines, options chosen, some extras and notes), reproducible from a seed. */
export function orderBodies(restaurantId: string, menu: MenuItem[], seed: number) {
  const r = prng(seed);
  const line = () => {
    const item = r.pick(menu);
    const attributes = [...item.attributes, ...item.options].map((g) => ({ group: g.id, item: r.pick(g.items).id }));
    const extras = item.extras.length && r.next() < 0.3 ? [{ id: r.pick(item.extras) }] : [];
    const notes =
      r.next() < 0.15
        ? r.pick(['No onions please', 'Allergic to nuts', 'Extra crispy', 'Sauce on the side'])
        : undefined;
    return { menu: item._id, qty: r.next() < 0.8 ? 1 : 2, attributes, extras, notes };
  };
  return (comment: string) => {
    const dineIn = r.next() < 0.6;
    return {
      restaurant: restaurantId,
      lines: Array.from({ length: r.int(1, 4) }, line),
      dineIn,
      tablenumber: dineIn ? r.int(1, 12) : undefined,
      // Payment types Demo Bistro takes (Kevin is switched off on the demo platform: placement refuses it).
      paymentType: r.pick(['card', 'mobilepay', 'mobile payments'] as const),
      comment,
      guest: { name: r.pick(GUESTS), mobilenumber: `+45 ${r.int(20000000, 99999999)}` },
    };
  };
}

/**
 * Places one order as a customer app does (public endpoint, with an Idempotency-Key: a retry passes the same `key`,
 * so the server answers the first attempt's order instead of placing another). Each order carries its own
 * X-Forwarded-For address: the orders of a restaurant come from many customers' devices, and the endpoint allows
 * 60 orders a minute per address.
 */
export async function placeOrder(
  base: string,
  body: unknown,
  customer: number,
  key: string = crypto.randomUUID(),
): Promise<{ status: number; order?: Order; error?: string }> {
  try {
    const res = await fetch(`${base}/api/mobile/order/place`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': `10.${(customer >> 16) & 255}.${(customer >> 8) & 255}.${customer & 255}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as { data?: Order; Message?: unknown } | null;
    if (res.status !== 201 || !json?.data) return { status: res.status, error: JSON.stringify(json?.Message ?? json) };
    return { status: res.status, order: json.data };
  } catch (err) {
    return { status: 0, error: (err as Error).message };
  }
}

/** The restaurant's new orders, as the kitchen refetches them when its live connection comes back. */
export async function pendingOrders(base: string, staff: Staff): Promise<Order[]> {
  const { data } = await call<{ data: Order[] }>(
    base,
    'GET',
    `/orders/restaurant/fetch/pending?restaurant=${staff.restaurantId}&page=1&size=1000`,
    { token: staff.token },
  );
  return data;
}

/**
 * The platform's newest orders of one status, as a platform admin's screen refetches them when its live connection
 * comes back: pages of 100, newest first, until one reaches orders placed before `since` (epoch ms).
 */
export async function recentOrdersSince(base: string, token: string, since: number, maxPages = 30): Promise<Order[]> {
  const all: Order[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { data } = await call<{ data: Order[] }>(base, 'GET', `/orders/recent?status=pending&page=${page}&size=100`, {
      token,
    });
    all.push(...data);
    if (data.length < 100 || Date.parse(data[data.length - 1].date) < since) break;
  }
  return all;
}

/** One order as the server has it now, found by its display number (the kitchen's order search). */
export async function orderNow(
  base: string,
  staff: Staff,
  order: Pick<Order, '_id' | 'id'>,
): Promise<Order | undefined> {
  const { data } = await call<{ data: Order[] }>(
    base,
    'GET',
    `/orders/restaurant/searchorder?restaurant=${staff.restaurantId}&orderid=${order.id}&size=50`,
    { token: staff.token },
  );
  return data.find((o) => o._id === order._id);
}

/** The restaurant's orders of one status, as the kitchen's columns load them (up to 1,000). */
export async function ordersOf(base: string, staff: Staff, status: 'pending' | 'confirmed'): Promise<Order[]> {
  const { data } = await call<{ data: Order[] }>(
    base,
    'GET',
    `/orders/restaurant/fetch/${status}?restaurant=${staff.restaurantId}&page=1&size=1000`,
    { token: staff.token },
  );
  return data;
}

/** Accepts or completes orders as the kitchen's buttons do, `concurrency` at a time. */
export async function actOnOrders(
  base: string,
  staff: Staff,
  action: 'accept' | 'complete',
  ids: string[],
  concurrency = 4,
) {
  const path = action === 'accept' ? '/orders/restaurant/acceptorder' : '/orders/restaurant/completeorder';
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift())
      await call(base, 'PUT', path, { token: staff.token, body: { id } });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Declines orders (clears the fan-out rounds' orders off the kitchen before the drain round). */
export async function declineOrders(base: string, staff: Staff, ids: string[], concurrency = 4) {
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift())
      await call(base, 'PUT', '/orders/restaurant/cancelorder', {
        token: staff.token,
        body: { id, reason: 'Benchmark clean-up' },
      });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
