/**
 * An Idempotency-Key whose request died (a crash, an OOM kill, a deploy) must not answer "still being processed" for
 * days: an in-progress key holds a lease and names its server process. A retry after the lease, or once that process
 * is known gone, takes the key over and does the work; a retry while the holder may still be working is told to wait
 * (409 with Retry-After); a long request renews its lease; a request that lost its key commits nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { ORDER_MESSAGES as M } from '../../contract/orders/constants';
import { idempotencyKeys } from '../db/schema';
import { noPush, type PushSender } from '../integrations/push';
import { act, ACTION_PATHS, eventsOf, newOrder, orderRow } from '../../../tests/support/orders';
import { useTestApp } from '../../../tests/support/test-app';
import { userId } from '../../../tests/support/users';
import { IDEMPOTENCY_MESSAGES, idempotencyRequestHash, PROCESS_NODE } from './idempotency';

const LEASE_MS = 1500;
/** Push sending that takes as long as told (outside any transaction, as a slow provider would). */
let pushDelayMs = 0;
let pushes = 0;
const slowPush: PushSender = {
  kind: 'none',
  async send(msg, tokens) {
    pushes += 1;
    await new Promise((r) => setTimeout(r, pushDelayMs));
    return noPush.send(msg, tokens);
  },
};
const t = useTestApp({ push: slowPush, config: { idempotencyLeaseMs: LEASE_MS } });
/** The embedded database is owned by one server process: a key held by another process is dead. */
const singleProcess = inject('testDatabase').kind === 'pglite';
const newKey = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

/** The key as an accept that died after claiming it leaves it: in progress, held by `holder` until `leaseUntil`. */
async function claimOfDeadAccept(orderId: string, key: string, holder: string, leaseUntil: Date) {
  const path = `/api${ACTION_PATHS.accept}`;
  await t.db.insert(idempotencyKeys).values({
    owner: await userId(t, 'bistro@example.com'),
    key,
    method: 'PUT',
    path,
    bodyHash: idempotencyRequestHash('PUT', path, { id: orderId }),
    holder,
    claimId: `claim-${key}`,
    leaseUntil,
  });
}

const accept = async (orderId: string, key: string) =>
  act(t, await t.asBistro(), 'accept', { id: orderId }, { 'idempotency-key': key });

describe('a key whose request died', () => {
  it('is taken over by a retry once its lease has run out: the work is done, once, and then replayed', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const key = newKey('dead');
    await claimOfDeadAccept(order._id, key, PROCESS_NODE, new Date(Date.now() - 1000));
    const retry = await accept(order._id, key);
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json.Message).toBe(M.accepted);
    const again = await accept(order._id, key);
    expect([again.status, again.headers['idempotent-replayed'], again.json]).toEqual([200, 'true', retry.json]);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'confirmed', version: 2 });
    expect((await eventsOf(t, order._id)).filter((e) => e.action === 'accept')).toHaveLength(1);
  });

  it('answers 409 "still being processed" with Retry-After while the lease lasts, and does nothing', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const key = newKey('live');
    await claimOfDeadAccept(order._id, key, PROCESS_NODE, new Date(Date.now() + 60_000));
    const res = await accept(order._id, key);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('held by another server process: on the embedded database (one process) taken over at once, else after the lease', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const key = newKey('gone');
    await claimOfDeadAccept(order._id, key, 'node-that-was-killed', new Date(Date.now() + 60_000));
    const first = await accept(order._id, key);
    if (singleProcess) expect(first.status, JSON.stringify(first.json)).toBe(200);
    else {
      // Another node may still be working on it: wait until its lease runs out.
      expect([first.status, first.json]).toEqual([
        409,
        { Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
      ]);
      const owner = await userId(t, 'bistro@example.com');
      await t.db
        .update(idempotencyKeys)
        .set({ leaseUntil: new Date(Date.now() - 1) })
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
      expect((await accept(order._id, key)).status).toBe(200);
    }
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'confirmed', version: 2 });
  });

  it('two retries at once: one takes the key over and does the work, the other waits or is replayed', async () => {
    for (let i = 0; i < 3; i++) {
      const order = await newOrder(t, 'Demo Bistro');
      const key = newKey('dead-twice');
      await claimOfDeadAccept(order._id, key, PROCESS_NODE, new Date(Date.now() - 1000));
      const answers = await Promise.all([accept(order._id, key), accept(order._id, key)]);
      const fresh = answers.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined);
      expect(fresh).toHaveLength(1);
      const other = answers.find((r) => r !== fresh[0])!;
      if (other.headers['idempotent-replayed'] === 'true') expect(other.json).toEqual(fresh[0].json);
      else
        expect([other.status, other.json]).toEqual([
          409,
          { Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
        ]);
      expect(await orderRow(t, order._id)).toMatchObject({ status: 'confirmed', version: 2 });
    }
  });
});

describe('a request in progress', () => {
  it('keeps its key for as long as it runs (the lease is renewed), however long that is', async () => {
    const admin = await t.asAdmin();
    const [pushRow] = (await t.call(admin, 'GET', '/push/getallpush')).json.data;
    const send = () =>
      t.call(admin, 'POST', '/push/sendpush', {
        body: { pushid: pushRow._id },
        headers: { 'idempotency-key': 'long-push-send' },
      });
    pushes = 0;
    pushDelayMs = 4 * LEASE_MS;
    try {
      const first = send();
      await new Promise((r) => setTimeout(r, 2 * LEASE_MS));
      const meanwhile = await send();
      expect([meanwhile.status, meanwhile.json]).toEqual([
        409,
        { Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
      ]);
      expect((await first).status).toBe(200);
    } finally {
      pushDelayMs = 0;
    }
    const after = await send();
    expect([after.status, after.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(pushes).toBe(1);
  });

  it('that lost its key meanwhile (taken for dead, taken over) commits nothing', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const key = newKey('lost');
    const owner = await userId(t, 'bistro@example.com');
    const token = await t.asBistro();
    // Just before the action's transaction, another request takes the key over (as after a lease ran out).
    const transaction = t.db.transaction.bind(t.db);
    vi.spyOn(t.db, 'transaction').mockImplementationOnce((async (...args: Parameters<typeof transaction>) => {
      await t.db
        .update(idempotencyKeys)
        .set({ holder: 'node-of-the-retry', claimId: 'claim-of-the-retry' })
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
      return transaction(...args);
    }) as typeof t.db.transaction);
    const res = await act(t, token, 'accept', { id: order._id }, { 'idempotency-key': key });
    expect([res.status, res.json]).toEqual([
      409,
      { Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
    ]);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'pending', version: 1 });
    expect(await eventsOf(t, order._id)).toHaveLength(1);
  });
});
