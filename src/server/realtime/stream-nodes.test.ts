/**
 * Several nodes joined by nothing but the database (docs/architecture.md, "The event stream"): each node reads every
 * restaurant's events from the table, so an event reaches every node's sockets without Redis, and an event whose node
 * never sent it (it died after its commit) reaches the other nodes' sockets within a second. Runs on PGlite (two apps
 * sharing it in one process) and on PostgreSQL (a pool and a LISTEN connection per node).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_LOGINS } from '../seed/demo-logins';
import { cluster, newRedisPrefix, type Cluster, type Node } from '../../../tests/support/nodes';
import { connect, listen, type Listener } from '../../../tests/support/sockets';
import type { Json } from '../../../tests/support/http';

describe('nodes without Redis', () => {
  let nodes: Cluster;
  let a: Node;
  let b: Node;
  let urlA: string;
  const opened: Listener[] = [];

  beforeAll(async () => {
    nodes = await cluster(newRedisPrefix(), { redisUrl: undefined });
    a = await nodes.node();
    b = await nodes.node();
    urlA = await listen(a.app);
  });
  afterAll(async () => {
    for (const l of opened) l.close();
    await nodes?.close();
  });

  const signIn = async (node: Node, email: string) => {
    const login = DEMO_LOGINS.find((l) => l.email === email)!;
    const res = await node.call(null, 'POST', '/restaurant/authenticate', {
      body: { email, password: login.password },
    });
    return res.json.token as string;
  };
  const placeThrough = async (node: Node, token: string, guest: string) => {
    const restaurant = (await node.call(token, 'GET', '/restaurant/fetchwithorders', { query: { page: 1, size: 10 } }))
      .json.data[0]._id as string;
    const menu = (await node.call(token, 'GET', '/menu/web/fetch', { query: { restaurant, category: 'All' } })).json
      .data as { _id: string; name: string }[];
    const placed = await node.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant,
        lines: [{ menu: menu.find((m) => m.name === 'Coffee')!._id, qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: { name: guest },
      },
    });
    expect(placed.status).toBe(201);
    return placed.json.data as Json;
  };

  it('a client of node A hears, in seq order, what was placed and accepted through node B', async () => {
    const kitchen = await connect(urlA, await signIn(a, 'bistro@example.com'));
    opened.push(kitchen);
    const token = await signIn(b, 'bistro@example.com');
    const order = await placeThrough(b, token, 'Node B Guest');
    expect(await kitchen.next('order.created', (p) => p._id === order._id, 2000)).toEqual(order);
    const accepted = await b.call(token, 'PUT', '/orders/restaurant/acceptorder', { body: { id: order._id } });
    expect(await kitchen.next('order.updated', (p) => p._id === order._id, 2000)).toEqual(accepted.json.data);
    const seqs = kitchen.heard.filter((h) => h.seq !== undefined).map((h) => h.seq!);
    expect(seqs.slice(-2)).toEqual([seqs.at(-2)!, seqs.at(-2)! + 1]);
    await kitchen.next('orders.counts', (p) => p.seq >= seqs.at(-1)!, 2000);
  });

  it('node B dies between its commit and its send: the client of node A hears the order within a second', async () => {
    const kitchen = await connect(urlA, await signIn(a, 'bistro@example.com'));
    opened.push(kitchen);
    const token = await signIn(b, 'bistro@example.com');
    vi.spyOn(b.deps.events, 'stream').mockImplementation(() => undefined);
    const order = await placeThrough(b, token, 'Dying Node Guest');
    const committedAt = performance.now();
    await b.close();
    expect(await kitchen.next('order.created', (p) => p._id === order._id, 2000)).toEqual(order);
    expect(performance.now() - committedAt).toBeLessThan(1000);
  });
});
