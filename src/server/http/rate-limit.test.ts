/**
 * Limits shared by every node: with REDIS_URL, two nodes with the same REDIS_PREFIX together allow a limit
 * once, not once each; another prefix counts on its own; the limits' Redis client closes with its node.
 * Needs REDIS_URL (CI sets it); without it the limits are counted per node, as the sign-in tests show.
 */
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOUDPRNT_PATH, REFUSED_REQUESTS_PER_MINUTE } from '../modules/printing/cloudprnt';
import { cluster, newRedisPrefix, redisUrl, SKIP_REASON, type Cluster, type Node } from '../../../tests/support/nodes';

if (!redisUrl) console.warn(`rate-limit.test.ts: ${SKIP_REASON}`);

const prefix = newRedisPrefix();
const PER_IP = 4;

describe.skipIf(!redisUrl)(`limits counted in Redis (${redisUrl ? 'REDIS_URL set' : SKIP_REASON})`, () => {
  let nodes: Cluster;
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    nodes = await cluster(prefix, { loginRateLimit: { perIpPerMinute: PER_IP, failuresPerUser: 1_000 } });
    a = await nodes.node();
    b = await nodes.node();
  });
  afterAll(async () => nodes?.close());

  const signIn = (node: Node, ip: string) =>
    node.call(null, 'POST', '/restaurant/authenticate', {
      body: { email: 'nobody@example.org', password: 'wrong-password' },
      ip,
    });

  it('two nodes together allow the per-IP sign-in limit once, not once each', async () => {
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP + 2; i++) statuses.push((await signIn(i % 2 ? b : a, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await signIn(a, ip);
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is counted apart.
    expect((await signIn(b, '192.0.2.11')).status).toBe(401);
  });

  it('a node with another REDIS_PREFIX keeps counts of its own', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < PER_IP; i++) expect((await signIn(i % 2 ? b : a, ip)).status).toBe(401);
    expect((await signIn(a, ip)).status).toBe(429);
    const elsewhere = await nodes.node({ redisPrefix: `${prefix}-other` });
    expect((await signIn(elsewhere, ip)).status).toBe(401);
  });

  it("CloudPRNT's refused requests per address are counted across the nodes", async () => {
    const ip = '192.0.2.30';
    const poll = (node: Node) =>
      node.call(null, 'POST', CLOUDPRNT_PATH, { body: { printerMAC: '00:11:62:00:00:01' }, ip });
    for (let i = 0; i < REFUSED_REQUESTS_PER_MINUTE; i++) expect((await poll(i % 2 ? b : a)).status).toBe(401);
    expect((await poll(a)).status).toBe(429);
    expect((await poll(b)).status).toBe(429);
  });

  it("a node's Redis client for the limits closes with the node", async () => {
    const own = `${prefix}-closing`;
    const node = await nodes.node({ redisPrefix: own });
    expect((await signIn(node, '192.0.2.40')).status).toBe(401);
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const clients = async () =>
      String(await redis.sendCommand(['CLIENT', 'LIST']))
        .split('\n')
        .filter((line) => line.includes(` name=${own}:rate-limit `)).length;
    try {
      expect(await clients()).toBe(1);
      await node.close();
      await vi.waitFor(async () => expect(await clients()).toBe(0));
    } finally {
      await redis.quit();
    }
  });
});
