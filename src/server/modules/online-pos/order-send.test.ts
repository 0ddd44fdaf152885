/**
 * Accepted orders go to Online POS DK when the restaurant has it on: through the real HTTP client, against a local
 * server standing in for the POS. The POS's id is written back as `onlineposid`; a failed send is retried by the job
 * queue with the same idempotency key; Disable online POS stops the sending.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, menuOf, newOrder, orderRow } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { jobs, menuItems, restaurants } from '../../db/schema';
import { httpOnlinePos, onlinePosFromEnv, type OnlinePos } from '../../integrations/online-pos';
import { ONLINE_POS_ORDER_JOB } from './order-send';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
const received: Received[] = [];
/** What the stand-in answers next: its status, and the POS order id. */
let answer = { status: 201, id: 'OP-1' };
let server: Server;
let pos: OnlinePos;
const lazyPos: OnlinePos = {
  kind: 'http',
  fetchProducts: (a) => pos.fetchProducts(a),
  sendOrder: (a, o, k) => pos.sendOrder(a, o, k),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text || '{}') });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.status < 300 ? { id: answer.id } : { error: 'down' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  pos = httpOnlinePos({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`, timeoutMs: 5000 });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const t = useTestApp({ onlinePos: lazyPos });

async function posSettings(set: Partial<typeof restaurants.$inferInsert>) {
  await t.db
    .update(restaurants)
    .set({ onlineposdktoken: 'bistro-pos-token', onlineposdkfirmid: 'firm-42', ...set })
    .where(eq(restaurants.id, await t.restaurantId('Demo Bistro')));
}

async function acceptNew() {
  const order = await newOrder(t, 'Demo Bistro');
  const res = await act(t, await t.asBistro(), 'accept', { id: order._id });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return order._id as string;
}

const jobOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ONLINE_POS_ORDER_JOB), eq(jobs.key, orderId)))
  )[0];

beforeEach(() => {
  received.length = 0;
  answer = { status: 201, id: 'OP-1' };
});

describe('sending accepted orders to Online POS DK', () => {
  it('sends the accepted order with the restaurant’s token and firm id, and writes the POS id back', async () => {
    await posSettings({ onlineposdkenabled: true, disablesendingtoonlinepos: false });
    const bistro = await t.restaurantId('Demo Bistro');
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.name, 'Coffee'));
    expect(item.restaurantId).toBe(bistro);
    await t.db.update(menuItems).set({ onlineposproductid: 'pos-coffee' }).where(eq(menuItems.id, item.id));
    answer = { status: 201, id: 'OP-77' };

    const id = await acceptNew();
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent.path).toBe('/v1/orders');
    expect(sent.headers).toMatchObject({
      authorization: 'Bearer bistro-pos-token',
      'x-firm-id': 'firm-42',
      'idempotency-key': `order:${id}`,
    });
    const row = await orderRow(t, id);
    expect(sent.body).toMatchObject({
      reference: id,
      orderNumber: row.orderNumber,
      refNo: row.refNo,
      total: row.total / 100,
      currency: 'DKK',
      lines: [{ name: 'Coffee', productId: 'pos-coffee', qty: 1, price: row.lines[0].price / 100 }],
    });
    expect(row.onlineposid).toBe('OP-77');
    const staff = await t.call(await t.asWaiter(), 'GET', '/orders/restaurant/fetch/confirmed', {
      query: { restaurant: bistro },
    });
    expect(staff.json.data.find((o: { _id: string }) => o._id === id)?.onlineposid).toBe('OP-77');
  });

  it('leaves out a line cancelled before the order was accepted', async () => {
    await posSettings({ onlineposdkenabled: true, disablesendingtoonlinepos: false });
    const menu = await menuOf(t, 'Demo Bistro');
    const order = await newOrder(t, 'Demo Bistro', {
      lines: [
        { menu: menu.item('Coffee'), qty: 1 },
        { menu: menu.item('Elderflower lemonade'), qty: 2 },
      ],
    });
    const bistro = await t.asBistro();
    const cancelled = await t.call(bistro, 'PUT', '/orders/restaurant/line-cancel', {
      body: { id: order._id, line: 1, reason: 'Out of lemons' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect((await act(t, bistro, 'accept', { id: order._id })).status).toBe(200);
    expect(received).toHaveLength(1);
    expect((received[0]!.body.lines as { name: string }[]).map((l) => l.name)).toEqual(['Coffee']);
  });

  it('retries a failed send through the job queue, with the same idempotency key, until the POS takes it', async () => {
    await posSettings({ onlineposdkenabled: true, disablesendingtoonlinepos: false });
    answer = { status: 503, id: '' };
    const id = await acceptNew();
    expect((await orderRow(t, id)).onlineposid).toBe('');
    expect(await jobOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await jobOf(id)).lastError).toContain('it answered 503');

    answer = { status: 200, id: 'OP-RETRIED' };
    await t.jobs.runDueJobs(new Date(Date.now() + 5 * 60_000));
    expect((await orderRow(t, id)).onlineposid).toBe('OP-RETRIED');
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual([`order:${id}`, `order:${id}`]);
    expect(await jobOf(id)).toMatchObject({ status: 'done' });
  });

  it('sends nothing while Disable online POS is on, or Online POS DK is off', async () => {
    await posSettings({ onlineposdkenabled: true, disablesendingtoonlinepos: true });
    const disabled = await acceptNew();
    await posSettings({ onlineposdkenabled: false, disablesendingtoonlinepos: false });
    const off = await acceptNew();
    expect(received).toEqual([]);
    for (const id of [disabled, off]) {
      expect(await jobOf(id)).toBeUndefined();
      expect((await orderRow(t, id)).onlineposid).toBe('');
    }
  });
});

describe('without ONLINEPOS_API_URL', () => {
  it('records the order in the log only, says so, and writes no POS id', async () => {
    const lines: string[] = [];
    const log = { info: (_o: unknown, msg?: string) => lines.push(String(msg ?? _o)) };
    const none = onlinePosFromEnv({}, log as never);
    expect(none.kind).toBe('none');
    const result = await none.sendOrder({ token: 't', firmId: '' }, { reference: 'x', orderNumber: 1 } as never, 'k');
    expect(result).toEqual({ id: null });
    expect(lines.at(-1)).toMatch(/NOT configured.*not sent/);
  });
});
