/**
 * Realtime over socket.io on the app's own port: who may connect, which rooms hear what, events only
 * after the commit, and a session's sockets closed when it ends.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUNTS_WINDOW_MS } from '../modules/orders/counts-announcer';
import { appendEvents } from './outbox';
import { STREAM_EVENT } from '../../contract/stream/constants';
import { DEMO_LOGINS } from '../seed/demo-logins';
import type { Json } from '../../../tests/support/http';
import { act, newCall, newOrder, place } from '../../../tests/support/orders';
import { connect, disconnected, listen, pause, refusal, type Listener } from '../../../tests/support/sockets';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp();
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});

/** Every client a test opens is closed after it. */
const opened: Listener[] = [];
const client = async (token: string) => {
  const l = await connect(url, token);
  opened.push(l);
  return l;
};
afterEach(() => {
  for (const l of opened.splice(0)) l.close();
});

/** How long "nothing arrived" is watched for, after the events that did arrive elsewhere. */
const QUIET_MS = 400;
const byId = (id: string) => (p: Json) => p._id === id;

/**
 * Waits for the counts that include every change so far, then for the end of the counts window (orders.counts is
 * coalesced: a change just before may still send its counts once more), so that what is heard next is new.
 */
async function settledCounts(l: Listener, restaurant: string) {
  const counts = (await t.call(await t.asAdmin(), 'GET', '/orders/restaurant/count', { query: { restaurant } })).json
    .data;
  await l.next(
    'orders.counts',
    (p) => p.restaurant === restaurant && JSON.stringify(p.counts) === JSON.stringify(counts),
  );
  await pause(COUNTS_WINDOW_MS + 100);
}

describe('who may connect', () => {
  it('refuses a connection without a token, with a forged token, or with something else as token', async () => {
    for (const token of [undefined, 'forged-token-that-is-no-session', 'x'.repeat(300), 42]) {
      const err = await refusal(url, token);
      expect(err.message).toBe('unauthorized');
    }
  });

  it('accepts a signed-in user', async () => {
    const l = await client(await t.asWaiter());
    expect(l.socket.connected).toBe(true);
  });
});

describe('what staff hear', () => {
  it('Demo Bistro staff hear order.created with the whole order, then order.updated and orders.counts after an accept', async () => {
    const kitchen = await client(await t.asBistro());
    const placed = await place(t, 'Demo Bistro');
    const order = placed.json.data;
    expect(await kitchen.next('order.created', byId(order._id))).toEqual(order);

    const accepted = await act(t, await t.asWaiter(), 'accept', { id: order._id });
    expect(await kitchen.next('order.updated', byId(order._id))).toEqual(accepted.json.data);
    const counts = (
      await t.call(await t.asBistro(), 'GET', '/orders/restaurant/count', {
        query: { restaurant: order.restaurant._id },
      })
    ).json.data;
    expect(
      await kitchen.next(
        'orders.counts',
        (p) => p.counts.confirmed === counts.confirmed && p.counts.pending === counts.pending,
      ),
    ).toEqual({ restaurant: order.restaurant._id, counts, seq: expect.any(Number) });
  });

  it('they hear call-a-waiter requests and their answers', async () => {
    const waiter = await client(await t.asWaiter());
    const call = await newCall(t, 'Demo Bistro', 8, 'Ahmed');
    expect(await waiter.next('callawaiter.created', byId(call._id))).toEqual(call);
    await t.call(await t.asBistro(), 'POST', '/callawaiter/accept', { body: { id: call._id } });
    expect(await waiter.next('callawaiter.updated', byId(call._id))).toEqual({ ...call, Status: 'accepted' });
  });

  it('Harbour Grill staff hear nothing of Demo Bistro, but do hear their own', async () => {
    const kitchen = await client(await t.asBistro());
    const harbour = await client(await t.asHarbour());
    const order = await newOrder(t, 'Demo Bistro');
    await act(t, await t.asBistro(), 'accept', { id: order._id });
    const call = await newCall(t, 'Demo Bistro');
    await t.call(await t.asBistro(), 'POST', '/callawaiter/reject', { body: { id: call._id } });
    // Everything reached Demo Bistro's kitchen…
    await kitchen.next('order.updated', byId(order._id));
    await kitchen.next('callawaiter.updated', byId(call._id));
    await pause(QUIET_MS);
    // …and nothing reached Harbour Grill.
    expect(harbour.heard).toEqual([]);

    const own = await newOrder(t, 'Harbour Grill');
    expect(await harbour.next('order.created', byId(own._id))).toEqual(own);
    expect(harbour.heard.every((h) => (h.payload.restaurant?._id ?? h.payload.restaurant) === own.restaurant._id)).toBe(
      true,
    );
  });

  it("a platform admin hears every restaurant's events", async () => {
    const admin = await client(await t.asAdmin());
    const bistro = await newOrder(t, 'Demo Bistro');
    const harbour = await newOrder(t, 'Harbour Grill');
    expect(await admin.next('order.created', byId(bistro._id))).toEqual(bistro);
    expect(await admin.next('order.created', byId(harbour._id))).toEqual(harbour);
    await admin.next('orders.counts', (p) => p.restaurant === harbour.restaurant._id);
  });

  it('a burst of events reaches every socket whole, each once, in the order sent', async () => {
    const kitchens = [await client(await t.asBistro()), await client(await t.asWaiter())];
    const admin = await client(await t.asAdmin());
    const order = await newOrder(t, 'Demo Bistro');
    for (const l of [...kitchens, admin]) await l.next('order.created', byId(order._id));
    const burst = Array.from({ length: 12 }, (_, i) => `burst ${i + 1}`);
    const events = await t.db.transaction((tx) =>
      appendEvents(
        tx,
        order.restaurant._id,
        burst.map((comment) => ({ kind: 'order.updated' as const, data: { ...order, comment } })),
      ),
    );
    t.deps.events.stream(events);
    for (const l of [...kitchens, admin]) {
      await l.next('order.updated', (p) => p.comment === burst.at(-1));
      const heard = l.heard.filter((h) => h.name === 'order.updated').map((h) => h.payload);
      expect(heard.map((p) => p.comment)).toEqual(burst);
      expect(heard.at(-1)).toEqual({ ...order, comment: burst.at(-1) });
    }
  });
});

describe('events after the commit', () => {
  /** Reads the order through the API the moment its event arrives. */
  const readOnArrival = (l: Listener, event: string, token: string) =>
    new Promise<{ event: Json; read: Json[] }>((resolve) => {
      const heard = async (e: Json) => {
        if (e.kind !== event) return;
        l.socket.off(STREAM_EVENT, heard);
        const o = e.data as Json;
        const res = await t.call(token, 'GET', '/orders/restaurant/searchorder', {
          query: { restaurant: o.restaurant._id, orderid: String(o.id) },
        });
        resolve({ event: o, read: res.json.data });
      };
      l.socket.on(STREAM_EVENT, heard);
    });

  it('when order.created arrives the order is already readable; when order.updated arrives, so is its new status', async () => {
    const token = await t.asBistro();
    const kitchen = await client(token);
    const created = readOnArrival(kitchen, 'order.created', token);
    const order = await newOrder(t, 'Demo Bistro');
    const onCreate = await created;
    expect(onCreate.event._id).toBe(order._id);
    expect(onCreate.read.map((o) => o._id)).toEqual([order._id]);

    const updated = readOnArrival(kitchen, 'order.updated', token);
    await act(t, token, 'decline', { id: order._id, reason: 'Out of stock' });
    const onUpdate = await updated;
    expect(onUpdate.event.status).toBe('cancelled');
    expect(onUpdate.read).toEqual([onUpdate.event]);
  });

  it('a refused action sends no event', async () => {
    const kitchen = await client(await t.asBistro());
    const order = await newOrder(t, 'Demo Bistro');
    await kitchen.next('order.created', byId(order._id));
    await settledCounts(kitchen, order.restaurant._id);
    kitchen.heard.length = 0;
    const res = await act(t, await t.asBistro(), 'complete', { id: order._id });
    expect(res.status).toBe(409);
    await pause(QUIET_MS);
    expect(kitchen.heard).toEqual([]);
  });
});

describe('retries', () => {
  it('a replayed request (same Idempotency-Key) sends no event again', async () => {
    const kitchen = await client(await t.asBistro());
    const order = await newOrder(t, 'Demo Bistro');
    const headers = { 'idempotency-key': `replay-${order._id}` };
    expect((await act(t, await t.asWaiter(), 'accept', { id: order._id }, headers)).status).toBe(200);
    await kitchen.next('order.updated', byId(order._id));
    await settledCounts(kitchen, order.restaurant._id);
    const heardBefore = kitchen.heard.length;
    const replay = await act(t, await t.asWaiter(), 'accept', { id: order._id }, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await pause(QUIET_MS);
    expect(kitchen.heard.slice(heardBefore)).toEqual([]);
  });
});

describe('sessions', () => {
  it("logout disconnects that session's sockets, and only those; the token no longer connects", async () => {
    const bistro = DEMO_LOGINS.find((l) => l.email === 'bistro@example.com')!;
    const [ending, staying] = [
      await t.login(bistro.email, bistro.password),
      await t.login(bistro.email, bistro.password),
    ];
    const tablet = await client(ending);
    const phone = await client(staying);
    const gone = disconnected(tablet);
    expect((await t.call(ending, 'DELETE', '/admin/logout')).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(phone.socket.connected).toBe(true);
    expect((await refusal(url, ending)).message).toBe('unauthorized');

    const order = await newOrder(t, 'Demo Bistro');
    await phone.next('order.created', byId(order._id));
  });
});
