/**
 * Brings a demo kitchen to life: places realistic orders and call-a-waiter requests against a running server.
 *   npm run simulate -- --rate 6 --calls 1 [--restaurant "Demo Bistro"] [--minutes 30] [--url http://localhost:3000]
 */
import { parseArgs } from 'node:util';
import { exitPlainlyOnError } from './cli-errors';
import type { MenuItem } from '../../contract/menu/schemas';
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
const menus = new Map<string, MenuItem[]>();
for (const t of targets) {
  const { data } = await call<{ data: MenuItem[] }>('GET', `/menu/web/fetch?restaurant=${t._id}&size=1000`, token);
  menus.set(
    t._id,
    data.filter((i) => i.isAvailable),
  );
}
const buyable = targets.filter((t) => menus.get(t._id)!.length);

function randomLine(items: MenuItem[]) {
  const item = r.pick(items);
  const attributes = [...item.attributes, ...item.options].map((g) => ({ group: g.id, item: r.pick(g.items).id }));
  const extras = item.extras.length && r.next() < 0.3 ? [{ id: r.pick(item.extras) }] : [];
  const notes =
    r.next() < 0.15 ? r.pick(['No onions please', 'Allergic to nuts', 'Extra crispy', 'Sauce on the side']) : undefined;
  return { menu: item._id, qty: r.next() < 0.8 ? 1 : 2, attributes, extras, notes };
}

async function placeOrder() {
  const t = r.pick(buyable);
  const dineIn = r.next() < 0.6;
  const order = await call<{ data: { refNo: string; total: number; currency: string } }>(
    'POST',
    '/mobile/order/place',
    token,
    {
      restaurant: t._id,
      lines: Array.from({ length: r.int(1, 4) }, () => randomLine(menus.get(t._id)!)),
      dineIn,
      tablenumber: dineIn ? r.int(1, 12) : undefined,
      paymentType: r.pick(['card', 'mobilepay', 'card', 'mobilepay', 'kevin'] as const),
      tippercentage: r.next() < 0.3 ? r.pick([5, 10]) : undefined,
      comment: r.next() < 0.1 ? 'Birthday, please bring a candle' : undefined,
      guest: { name: r.pick(GUESTS), mobilenumber: `+45 ${r.int(20000000, 99999999)}` },
    },
  );
  console.log(
    `${new Date().toLocaleTimeString()}  order ${order.data.refNo} at ${t.Name}: ${order.data.total.toFixed(2)} ${order.data.currency}`,
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
  `Simulating ${values.rate} orders/min and ${values.calls} calls/min at ${targets.map((t) => t.Name).join(', ')} (${base}). Ctrl+C stops.`,
);
every(Number(values.rate), placeOrder);
every(Number(values.calls), callWaiter);
if (values.minutes) setTimeout(() => process.exit(0), Number(values.minutes) * 60_000);
