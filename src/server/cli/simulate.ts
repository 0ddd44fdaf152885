/**
 * Brings a demo kitchen to life: places realistic orders and call-a-waiter requests against a running server.
 *   npm run simulate -- --rate 6 --calls 1 [--restaurant "Demo Bistro"] [--minutes 30] [--url http://localhost:3000]
 */
import { parseArgs } from 'node:util';
import { exitPlainlyOnError } from './cli-errors';
import type { CustomerMenu, CustomerMenuItem } from '../../contract/menu/schemas';
import type { RestaurantWithOrders } from '../../contract/orders/schemas';
import { prng } from '../seed/kitchen';
import { printerMode } from './simulate-printer';

// `--printer SERIAL` polls like a Star CloudPRNT printer instead (simulate-printer.ts).
if (printerMode(process.argv.slice(2))) await new Promise<never>(() => undefined);

// PORT is read, --help prints the usage, and failures are told plainly (cli-errors.ts).
const USAGE = `Places realistic orders and call-a-waiter requests against a running server, so a demo kitchen comes alive.

Usage: npm run simulate -- [options]

  --rate <n>           orders per minute (default 6)
  --calls <n>          call-a-waiter requests per minute (default 1)
  --restaurant <name>  only this restaurant (default: every restaurant that takes orders)
  --minutes <n>        stop after this many minutes (default: until Ctrl+C)
  --url <address>      the server (default: SIM_URL, else http://localhost:$PORT, PORT defaulting to 3000)
  --email, --password  the platform admin to sign in as (default: the demo admin)
  -h, --help           this text`;
let serverUrl = process.env.SIM_URL ?? `http://localhost:${process.env.PORT || 3000}`;
exitPlainlyOnError(() => serverUrl);
let parsed: ReturnType<typeof parseOptions>;
try {
  parsed = parseOptions();
} catch (err) {
  console.error(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const { values } = parsed;
serverUrl = values.url!;

function parseOptions() {
  return parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      url: { type: 'string', default: serverUrl },
      rate: { type: 'string', default: '6' },
      calls: { type: 'string', default: '1' },
      restaurant: { type: 'string' },
      minutes: { type: 'string' },
      email: { type: 'string', default: 'admin@example.com' },
      password: { type: 'string', default: 'demo-admin-pass' },
    },
  });
}
const base = `${values.url!.replace(/\/$/, '')}/api`;
const r = prng(Date.now() % 1_000_000);
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

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': crypto.randomUUID(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as T & { Message?: unknown };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json.Message)}`);
  return json;
}

const { token } = await call<{ token: string }>('POST', '/admin/authenticate', null, {
  email: values.email,
  password: values.password,
});
const { data: all } = await call<{ data: RestaurantWithOrders[] }>(
  'GET',
  '/restaurant/fetchwithorders?size=1000',
  token,
);
const targets = all.filter((x) => !values.restaurant || x.Name === values.restaurant);
if (!targets.length) throw new Error(`No restaurant named ${values.restaurant}`);
const view = async (restaurant: string) =>
  (await call<{ data: CustomerMenu }>('GET', `/mobile/menu?restaurant=${restaurant}`, null)).data;
const buyable: typeof targets = [];
for (const t of targets)
  if ((await view(t._id)).restaurant.takesOrders) buyable.push(t);
  else console.log(`${t.Name} takes no orders through the apps (its menu is for browsing): left out`);
if (!buyable.length) throw new Error('None of these restaurants takes orders through the apps');

function randomLine(items: CustomerMenuItem[]) {
  const item = r.pick(items);
  const attributes = [...item.attributes, ...item.options]
    .filter((g) => g.items.length)
    .map((g) => ({ group: g.id, item: r.pick(g.items).id }));
  const extras = item.extras.filter((x) => x.isAvailable);
  const chosen = extras.length && r.next() < 0.3 ? [{ id: r.pick(extras)._id }] : [];
  const notes =
    r.next() < 0.15 ? r.pick(['No onions please', 'Allergic to nuts', 'Extra crispy', 'Sauce on the side']) : undefined;
  return { menu: item._id, qty: r.next() < 0.8 ? 1 : 2, attributes, extras: chosen, notes };
}

/** Why a customer could not order from this view now, or null. */
function cannotOrder(v: CustomerMenu, items: CustomerMenuItem[]) {
  if (!v.restaurant.open) return 'closed now';
  if (!items.length) return 'nothing on the menu can be ordered now';
  if (!v.restaurant.paymentTypes.length) return 'no payment type is switched on';
  if (!v.restaurant.dineIn && !v.restaurant.takeOut) return 'neither dine-in nor take-away';
  return null;
}

/** A customer's order, chosen from what the customer's view offers now (GET /mobile/menu), as a customer app does. */
async function placeOrder() {
  const t = r.pick(buyable);
  const v = await view(t._id);
  const items = v.categories.flatMap((c) => c.items).filter((i) => i.isAvailable);
  const why = cannotOrder(v, items);
  if (why) return console.log(`${new Date().toLocaleTimeString()}  no order at ${t.Name}: ${why}`);
  const dineIn = v.restaurant.dineIn && (!v.restaurant.takeOut || r.next() < 0.6);
  const tips = v.restaurant.tipOptions;
  const tip =
    r.next() < 0.3 ? (tips.length ? { tippercentage: r.pick(tips).percentage } : { tip: r.pick([5, 10, 20]) }) : {};
  const order = await call<{ data: { refNo: string; total: number; discount: number; currency: string } }>(
    'POST',
    '/mobile/order/place',
    token,
    {
      restaurant: t._id,
      lines: Array.from({ length: r.int(1, 4) }, () => randomLine(items)),
      dineIn,
      tablenumber: dineIn ? r.int(1, 12) : undefined,
      paymentType: r.pick(v.restaurant.paymentTypes),
      ...tip,
      comment: r.next() < 0.1 ? 'Birthday, please bring a candle' : undefined,
      guest: { name: r.pick(GUESTS), mobilenumber: `+45 ${r.int(20000000, 99999999)}` },
    },
  );
  const { refNo, total, discount, currency } = order.data;
  const notes = [
    discount ? `discount ${discount.toFixed(2)}` : '',
    v.rushMode.active ? `rush mode: ${v.rushMode.header || 'on'}` : '',
  ].filter(Boolean);
  console.log(
    `${new Date().toLocaleTimeString()}  order ${refNo} at ${t.Name}: ${total.toFixed(2)} ${currency}${notes.length ? ` (${notes.join(', ')})` : ''}`,
  );
}

async function callWaiter() {
  const t = r.pick(targets.filter((x) => x.iscallawaiter));
  if (!t) return;
  const table = r.int(1, 12);
  await call('POST', '/mobile/callawaiter', null, { restaurant: t._id, tablenumber: table, name: r.pick(GUESTS) });
  console.log(`${new Date().toLocaleTimeString()}  call a waiter at ${t.Name}, table ${table}`);
}

/** Poisson-like arrivals at `perMinute`. */
function every(perMinute: number, work: () => Promise<void>) {
  if (perMinute <= 0) return;
  const next = () =>
    setTimeout(
      () =>
        void work()
          .catch((e: Error) => console.error(e.message))
          .finally(next),
      (-Math.log(1 - r.next()) * 60_000) / perMinute,
    );
  next();
}

console.log(
  `Simulating ${values.rate} orders/min and ${values.calls} calls/min at ${buyable.map((t) => t.Name).join(', ')} (${base}). Ctrl+C stops.`,
);
every(Number(values.rate), placeOrder);
every(Number(values.calls), callWaiter);
if (values.minutes) setTimeout(() => process.exit(0), Number(values.minutes) * 60_000);
