/**
 * Several server nodes (docs/operating.md, Scaling out): two app instances on one database, joined by the Redis
 * Streams adapter (tests/support/nodes.ts). A client of node A hears what happens through node B. Needs REDIS_URL (CI sets it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../seed/demo-logins';
import { cluster, newRedisPrefix, redisUrl, SKIP_REASON, type Cluster, type Node } from '../../../tests/support/nodes';
import { connect, disconnected, listen, pause, type Listener } from '../../../tests/support/sockets';

if (!redisUrl) console.warn(`multi-node.test.ts: ${SKIP_REASON}`);

/** One stream and channel prefix per run, so parallel runs sharing the Redis server do not hear each other. */
const prefix = newRedisPrefix();

describe.skipIf(!redisUrl)(`several nodes behind one Redis (${redisUrl ? 'REDIS_URL set' : SKIP_REASON})`, () => {
  let nodes: Cluster;
  let a: Node;
  let b: Node;
  let urlA: string;
  let urlB: string;
  const opened: Listener[] = [];

  beforeAll(async () => {
    nodes = await cluster(prefix);
    a = await nodes.node();
    b = await nodes.node();
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  });

  afterAll(async () => {
    for (const l of opened) l.close();
    await nodes?.close();
  });

  const signIn = async (node: Node, email: string) => {
    const login = DEMO_LOGINS.find((l) => l.email === email)!;
    const path = login.role === 'Admin' ? '/admin/authenticate' : '/restaurant/authenticate';
    const res = await node.call(null, 'POST', path, { body: { email, password: login.password } });
    expect(res.status).toBe(200);
    return res.json.token as string;
  };
  const clientOfA = async (token: string) => {
    const l = await connect(urlA, token);
    opened.push(l);
    return l;
  };

  it('a client of node A hears order.created, order.updated and orders.counts of an order placed and accepted through node B', async () => {
    const kitchen = await clientOfA(await signIn(a, 'bistro@example.com'));
    const harbour = await clientOfA(await signIn(a, 'harbour@example.com'));
    const bistroToken = await signIn(b, 'bistro@example.com');
    const restaurant = (
      await b.call(bistroToken, 'GET', '/restaurant/fetchwithorders', { query: { page: 1, size: 10 } })
    ).json.data[0]._id as string;
    const menu = (await b.call(bistroToken, 'GET', '/menu/web/fetch', { query: { restaurant, category: 'All' } })).json
      .data as { _id: string; name: string }[];
    const coffee = menu.find((m) => m.name === 'Coffee')!;

    const placed = await b.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant,
        lines: [{ menu: coffee._id, qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: { name: 'Node B Guest' },
      },
    });
    expect(placed.status).toBe(201);
    const order = placed.json.data;
    expect(await kitchen.next('order.created', (p) => p._id === order._id, 10_000)).toEqual(order);

    const accepted = await b.call(bistroToken, 'PUT', '/orders/restaurant/acceptorder', { body: { id: order._id } });
    expect(accepted.status).toBe(200);
    expect(await kitchen.next('order.updated', (p) => p._id === order._id, 10_000)).toEqual(accepted.json.data);
    await kitchen.next('orders.counts', (p) => p.restaurant === restaurant, 10_000);

    // The rooms hold across nodes too: Harbour Grill's client on node A heard nothing of it.
    await pause(500);
    expect(harbour.heard).toEqual([]);
  });

  it('a logout through node B disconnects the sockets of that session on node A', async () => {
    const token = await signIn(a, 'waiter@example.com');
    const phone = await clientOfA(token);
    const gone = disconnected(phone, 10_000);
    expect((await b.call(token, 'DELETE', '/admin/logout')).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it("a platform admin deleted through node A: their socket on node B is closed and hears no other restaurant's orders", async () => {
    const admin = await signIn(a, 'admin@example.com');
    const email = `deleted-${prefix}@example.org`;
    const added = await a.call(admin, 'POST', '/admin/add', {
      body: { name: 'Soon Gone', email, type: 'Admin', password: 'soon-gone-pass' },
    });
    expect(added.status).toBe(200);
    const login = await b.call(null, 'POST', '/admin/authenticate', { body: { email, password: 'soon-gone-pass' } });
    const doomed = await connect(urlB, login.json.token as string);
    opened.push(doomed);
    const watcher = await clientOfA(admin);
    const gone = disconnected(doomed, 10_000);

    expect((await a.call(admin, 'DELETE', '/admin/delete', { body: { adminid: added.json.data._id } })).status).toBe(
      200,
    );
    expect(await gone).toBe('io server disconnect');

    const harbourToken = await signIn(a, 'harbour@example.com');
    const restaurant = (
      await a.call(harbourToken, 'GET', '/restaurant/fetchwithorders', { query: { page: 1, size: 10 } })
    ).json.data[0]._id as string;
    const menu = (await a.call(harbourToken, 'GET', '/menu/web/fetch', { query: { restaurant, category: 'All' } })).json
      .data as { _id: string; name: string }[];
    const placed = await a.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant,
        lines: [{ menu: menu.find((m) => m.name === 'Cola')!._id, qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: { name: 'Late Guest', mobilenumber: '+45 12345678' },
      },
    });
    expect(placed.status).toBe(201);
    await watcher.next('order.created', (p) => p._id === placed.json.data._id, 10_000);
    expect(doomed.heard.filter((h) => h.name === 'order.created')).toEqual([]);
  });
});
