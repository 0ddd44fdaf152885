/**
 * The restaurant's event stream (docs/architecture.md, "The event stream"): every change a screen shows is an event,
 * numbered without gaps in commit order, written with the change; `events?since=` gives what a screen missed and
 * `open` the lists as of one `seq`; an event whose node never sent it (dead, or its send threw) reaches the sockets
 * from the table within a second.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAM_EVENTS_PAGE } from '../../../contract/stream/constants';
import { streamEvents } from '../../db/schema';
import { appendEvents } from '../../realtime/outbox';
import type { Json } from '../../../../tests/support/http';
import { act, menuOf, newCall, newOrder, PLAIN_ITEM } from '../../../../tests/support/orders';
import { connect, listen, type Listener } from '../../../../tests/support/sockets';
import { useTestApp } from '../../../../tests/support/test-app';
import { trimEvents } from './service';

const t = useTestApp();
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});
const opened: Listener[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const l of opened.splice(0)) l.close();
});
const kitchen = async () => {
  const l = await connect(url, await t.asBistro());
  opened.push(l);
  return l;
};

const bistro = () => t.restaurantId('Demo Bistro');
const since = async (restaurant: string, seq: number) =>
  (await t.call(await t.asAdmin(), 'GET', '/orders/restaurant/events', { query: { restaurant, since: seq } })).json;
const open = async (restaurant: string) =>
  (await t.call(await t.asAdmin(), 'GET', '/orders/restaurant/open', { query: { restaurant } })).json;
const byId = (id: string) => (p: Json) => p._id === id;

describe("a restaurant's events", () => {
  it('are numbered 1, 2, 3… in the order the changes committed, each with the whole record its answer had', async () => {
    const restaurant = await bistro();
    const start = (await open(restaurant)).seq as number;
    const coffee = (await menuOf(t, 'Demo Bistro')).item(PLAIN_ITEM['Demo Bistro']);
    const order = await newOrder(t, 'Demo Bistro', { lines: [{ menu: coffee, qty: 2 }] });
    const accepted = (await act(t, await t.asBistro(), 'accept', { id: order._id })).json.data;
    const call = await newCall(t, 'Demo Bistro', 4);
    const lineCancelled = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/line-cancel', {
      body: { id: order._id, line: 0, qty: 1, reason: 'Spilled' },
    });
    expect(lineCancelled.status, JSON.stringify(lineCancelled.json)).toBe(200);
    const heard = await since(restaurant, start);
    expect(heard.reset).toBe(false);
    expect(heard.data.map((e: Json) => [e.seq, e.kind])).toEqual([
      [start + 1, 'order.created'],
      [start + 2, 'order.updated'],
      [start + 3, 'callawaiter.created'],
      [start + 4, 'order.updated'],
    ]);
    expect(heard.data[0].data).toEqual(order);
    expect(heard.data[1].data).toEqual(accepted);
    expect(heard.data[2].data).toEqual(call);
    // A change that moves no order between lists (a line cancelled) is an event too.
    expect(heard.data[3].data).toEqual(lineCancelled.json.data);
    expect(heard.seq).toBe(start + 4);
    // Another restaurant's stream is its own.
    const harbour = await t.restaurantId('Harbour Grill');
    expect((await since(harbour, 0)).data.every((e: Json) => e.restaurant === harbour)).toBe(true);
  });

  it('a refused change and a replayed request write no event', async () => {
    const restaurant = await bistro();
    const order = await newOrder(t, 'Demo Bistro');
    const headers = { 'idempotency-key': `stream-replay-${order._id}` };
    expect((await act(t, await t.asBistro(), 'accept', { id: order._id }, headers)).status).toBe(200);
    const seq = (await open(restaurant)).seq as number;
    expect((await act(t, await t.asBistro(), 'accept', { id: order._id }, headers)).status).toBe(200); // replayed
    expect((await act(t, await t.asBistro(), 'decline', { id: order._id, reason: 'x' })).status).toBe(409);
    expect((await open(restaurant)).seq).toBe(seq);
  });

  it('`open` answers pending, confirmed, counts and open calls as of its seq; `since` that seq then has what followed', async () => {
    const restaurant = await bistro();
    const snapshot = await open(restaurant);
    expect(snapshot.pending.meta.total).toBe(snapshot.counts.pending);
    expect(snapshot.confirmed.meta.total).toBe(snapshot.counts.confirmed);
    expect(snapshot.calls).toHaveLength(snapshot.counts.callawaiter);
    expect(snapshot.pending.data.every((o: Json) => o.status === 'pending')).toBe(true);
    // An order placed between the lists' read and the socket joining: `since` gives it.
    const order = await newOrder(t, 'Demo Bistro');
    const missed = await since(restaurant, snapshot.seq);
    expect(missed.data.map((e: Json) => [e.kind, e.data._id])).toEqual([['order.created', order._id]]);
  });

  it('`since` answers reset when it cannot give every event after it: trimmed, too many, or ahead of the stream', async () => {
    const restaurant = await t.restaurantId('Harbour Grill');
    const before = (await open(restaurant)).seq as number;
    await newOrder(t, 'Harbour Grill');
    await newOrder(t, 'Harbour Grill');
    expect((await since(restaurant, before)).data).toHaveLength(2);
    expect(await since(restaurant, before + 5)).toEqual({ data: [], seq: before + 2, reset: true });
    // The oldest of the two trimmed: a screen at `before` cannot be told what it missed.
    const [first] = await t.db
      .select()
      .from(streamEvents)
      .where(eq(streamEvents.seq, before + 1));
    await t.db.delete(streamEvents).where(eq(streamEvents.seq, first.seq));
    expect(await since(restaurant, before)).toEqual({ data: [], seq: before + 2, reset: true });
    expect((await since(restaurant, before + 1)).data).toHaveLength(1);
    // More events than one answer gives.
    const order = await newOrder(t, 'Harbour Grill');
    const many = Array.from({ length: STREAM_EVENTS_PAGE }, () => ({ kind: 'order.updated' as const, data: order }));
    await t.db.transaction((tx) => appendEvents(tx, restaurant, many as never));
    expect((await since(restaurant, before + 1)).reset).toBe(true);
    expect((await since(restaurant, before + 3)).data).toHaveLength(STREAM_EVENTS_PAGE);
  });

  it('are kept 24 hours: older ones are trimmed, and the sequence goes on from where it was', async () => {
    const restaurant = await bistro();
    const seq = (await open(restaurant)).seq as number;
    expect(await trimEvents(t.db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect((await since(restaurant, 0)).reset).toBe(true);
    await newOrder(t, 'Demo Bistro');
    const after = await since(restaurant, seq);
    expect(after.data.map((e: Json) => e.seq)).toEqual([seq + 1]);
  });
});

describe('an event its node never sent', () => {
  it('the node died between its commit and its send: the sockets get it from the table within a second', async () => {
    const l = await kitchen();
    vi.spyOn(t.deps.events, 'stream').mockImplementation(() => undefined); // the send that never happened
    const order = await newOrder(t, 'Demo Bistro');
    const committedAt = performance.now();
    expect(await l.next('order.created', byId(order._id), 1500)).toEqual(order);
    expect(performance.now() - committedAt).toBeLessThan(1000);
  });

  it('its send threw after the commit: the action still answers 200, and the sockets get the event', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const l = await kitchen();
    vi.spyOn(t.realtime.events, 'stream').mockImplementation(() => {
      throw new Error('socket.io changed under us');
    });
    const accepted = await act(t, await t.asBistro(), 'accept', { id: order._id });
    expect(accepted.status).toBe(200);
    expect(await l.next('order.updated', byId(order._id), 1500)).toEqual(accepted.json.data);
  });

  it('each event reaches a socket once, in seq order, however it was learnt of', async () => {
    const l = await kitchen();
    const restaurant = await bistro();
    const first = (await open(restaurant)).seq as number;
    let skip = true;
    const send = t.deps.events.stream.bind(t.deps.events);
    // Every other commit's send is lost: those come from the table, between the ones sent at once.
    vi.spyOn(t.deps.events, 'stream').mockImplementation((events) => void ((skip = !skip) && send(events)));
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await newOrder(t, 'Demo Bistro'));
    await l.next('order.created', byId(orders.at(-1)!._id), 2000);
    await t.realtime.dispatcher.idle();
    const seqs = l.heard.filter((h) => h.seq !== undefined && h.seq > first).map((h) => h.seq);
    expect(seqs).toEqual(Array.from({ length: 6 }, (_, i) => first + 1 + i));
  });
});
