import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/orders/schemas';
import { COUNTS_EVENT, STREAM_EVENT, type StreamEvent } from '../../../contract/stream/constants';
import type { Applied } from '../../lib/offline/queue';
import { orderKeys } from '../../lib/queries/orders';
import { wireActionResults } from './actions';
import { callsQuery, countsQuery, ordersQuery } from './api';
import type { OpenSnapshot, OrderPage } from './cache';
import { connectRealtime, onLiveEvent } from './realtime';

/** The socket the page opens: the test connects it and plays what the server sends on it. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    connected = false;
    handlers = new Map<string, ((...args: unknown[]) => void)[]>();
    io = { engine: { close: () => undefined } };
    constructor(readonly options: Record<string, unknown>) {}
    on(event: string, handler: (...args: unknown[]) => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      this.handlers.get(event)?.forEach((h) => h(...args));
    }
    /** The server let it in (it joined its rooms). */
    serverConnects() {
      this.connected = true;
      this.fire('connect');
    }
    disconnect() {
      this.connected = false;
      return this;
    }
    connect() {
      return this;
    }
  }
  return { FakeSocket, last: undefined as InstanceType<typeof FakeSocket> | undefined };
});
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => (fake.last = new fake.FakeSocket(options)),
}));
// The queue's drain never ends here: nothing of the stream may wait for it. Its answers are played by the test.
const queue = vi.hoisted(() => ({ applied: [] as ((applied: Applied[]) => void)[] }));
vi.mock('../../lib/offline/queue', () => ({
  kickDrain: () => new Promise(() => undefined),
  onActionsApplied: (h: (applied: Applied[]) => void) => void queue.applied.push(h),
  onSyncReport: () => undefined,
}));

const order = (restaurant: string, _id: string, over: Partial<Order> = {}): Order =>
  ({
    _id,
    id: Number(_id.replace(/\D/g, '')) || 1,
    refNo: `D-${_id}`,
    restaurant: { _id: restaurant, Name: 'Demo Bistro' },
    status: 'pending',
    date: '2026-11-22T10:00:00.000Z',
    dateUpdated: '2026-11-22T10:00:00.000Z',
    version: 1,
    lines: [],
    ...over,
  }) as Order;
const page = (orders: Order[]): OrderPage => ({
  data: orders,
  meta: { total: orders.length, current_page: 1, last_page: 1, page_limit: 1000 },
});
const counts = (pending: number) => ({
  pending,
  confirmed: 0,
  completed: 0,
  cancelled: 0,
  refunded: 0,
  callawaiter: 0,
});
const event = (restaurant: string, seq: number, data: Order): StreamEvent => ({
  restaurant,
  seq,
  kind: data.version === 1 ? 'order.created' : 'order.updated',
  data,
});

/**
 * The server: its open snapshot and its events. `holdOpen` keeps the next snapshot's answer until released (it is
 * read when the request arrives); `reset` answers every `events?since=` with a reset.
 */
let server: {
  open: () => OpenSnapshot;
  events: StreamEvent[];
  reset: boolean;
  held?: () => void;
  holdOpen: boolean;
  requests: string[];
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
beforeEach(() => {
  server = {
    open: () => ({ pending: page([]), confirmed: page([]), counts: counts(0), calls: [], seq: 0 }),
    events: [],
    reset: false,
    holdOpen: false,
    requests: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      server.requests.push(url);
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/orders/restaurant/open') {
        const snap = server.open();
        if (server.holdOpen) await new Promise<void>((release) => (server.held = release));
        return json(snap);
      }
      if (u.pathname === '/api/orders/restaurant/events') {
        const since = Number(u.searchParams.get('since'));
        const mine = server.events.filter((e) => e.restaurant === u.searchParams.get('restaurant'));
        const seq = Math.max(0, ...mine.map((e) => e.seq));
        if (server.reset) return json({ data: [], seq, reset: true });
        return json({ data: mine.filter((e) => e.seq > since), seq, reset: false });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The page's one query client (action answers are wired to it once per page); each test has its own restaurant. */
const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const opened = (r: string) => server.requests.filter((u) => u.includes(`/open?restaurant=${r}`));
const caughtUp = (r: string) => server.requests.filter((u) => u.includes(`/events?restaurant=${r}`));
const ids = (r: string, status: 'pending' | 'confirmed') =>
  qc.getQueryData<OrderPage>(orderKeys.list(r, status))?.data.map((o) => `${o._id}@${o.version}`);

let tokens = 0;
/** A page of restaurant `r` on a new socket, up (unless `connected: false`), its open lists loaded (unless `load: false`). */
async function screen(r: string, { connected = true, load = true } = {}) {
  const token = `token-${++tokens}`;
  connectRealtime(qc, token);
  // The client is loaded on demand: the socket exists once it has.
  await vi.waitFor(() => expect((fake.last?.options.auth as { token?: string } | undefined)?.token).toBe(token));
  const socket = fake.last!;
  if (connected) socket.serverConnects();
  if (load) await qc.fetchQuery(ordersQuery(r, 'pending'));
  return { socket, hear: (...events: StreamEvent[]) => events.forEach((e) => socket.fire(STREAM_EVENT, e)) };
}
const lastSeq = (r: string) => window.__realtime!.lastSeq(r);

describe('the restaurant event stream', () => {
  it('reads the columns, counts and calls in one request, and a refetch reads them again', async () => {
    const r = 'r-one';
    server.open = () => ({
      pending: page([order(r, 'a1')]),
      confirmed: page([order(r, 'a2', { status: 'confirmed', version: 2 })]),
      counts: counts(1),
      calls: [],
      seq: 5,
    });
    await screen(r, { load: false });
    await Promise.all([
      qc.fetchQuery(ordersQuery(r, 'pending')),
      qc.fetchQuery(ordersQuery(r, 'confirmed')),
      qc.fetchQuery(countsQuery(r)),
      qc.fetchQuery(callsQuery(r)),
    ]);
    expect(opened(r)).toHaveLength(1);
    expect([ids(r, 'pending'), ids(r, 'confirmed')]).toEqual([['a1@1'], ['a2@2']]);
    expect(lastSeq(r)).toBe(5);
    const card = qc.getQueryData<OrderPage>(orderKeys.list(r, 'pending'))!.data[0];
    await qc.refetchQueries({ queryKey: orderKeys.list(r, 'pending') });
    expect(opened(r)).toHaveLength(2);
    // An order that did not change stays the same object: its card does not render again.
    expect(qc.getQueryData<OrderPage>(orderKeys.list(r, 'pending'))!.data[0]).toBe(card);
  });

  it('drops an event heard twice: applied and announced once', async () => {
    const r = 'r-dup';
    server.open = () => ({ pending: page([]), confirmed: page([]), counts: counts(0), calls: [], seq: 3 });
    const { hear } = await screen(r);
    const announced: string[] = [];
    const stop = onLiveEvent((name, o) => announced.push(`${name} ${(o as Order)._id}`));
    hear(event(r, 4, order(r, 'd1')));
    await vi.waitFor(() => expect(lastSeq(r)).toBe(4));
    // Heard again, then the next event: once that one is applied, so was (or not) the one heard before it.
    hear(event(r, 4, order(r, 'd1')), event(r, 5, order(r, 'd2')));
    await vi.waitFor(() => expect(lastSeq(r)).toBe(5));
    stop();
    expect(ids(r, 'pending')).toEqual(['d1@1', 'd2@1']);
    expect(announced).toEqual(['order.created d1', 'order.created d2']);
    expect(caughtUp(r)).toEqual([]);
  });

  it('fetches a gap (events?since=lastSeq) and applies it in order', async () => {
    const r = 'r-gap';
    server.open = () => ({ pending: page([]), confirmed: page([]), counts: counts(0), calls: [], seq: 3 });
    const { hear } = await screen(r);
    const announced: string[] = [];
    const stop = onLiveEvent((name, o) => announced.push(`${name} ${(o as Order)._id}@${(o as Order).version}`));
    server.events = [
      event(r, 4, order(r, 'g1')),
      event(r, 5, order(r, 'g2')),
      event(r, 6, order(r, 'g1', { status: 'confirmed', version: 2 })),
    ];
    hear(server.events[2]!); // 4 and 5 were lost on the way
    await vi.waitFor(() => expect(lastSeq(r)).toBe(6));
    stop();
    expect(caughtUp(r)).toEqual([`/api/orders/restaurant/events?restaurant=${r}&since=3`]);
    expect(announced).toEqual(['order.created g1@1', 'order.created g2@1', 'order.updated g1@2']);
    expect([ids(r, 'pending'), ids(r, 'confirmed')]).toEqual([['g2@1'], ['g1@2']]);
  });

  it('reads the open snapshot again when the server answers the catch-up with a reset', async () => {
    const r = 'r-reset';
    server.open = () => ({
      pending: page([order(r, 'old')]),
      confirmed: page([]),
      counts: counts(1),
      calls: [],
      seq: 3,
    });
    const { hear } = await screen(r);
    server.reset = true;
    server.open = () => ({
      pending: page([order(r, 'new')]),
      confirmed: page([]),
      counts: counts(1),
      calls: [],
      seq: 900,
    });
    hear(event(r, 901, order(r, 'new', { version: 2, comment: 'after' })));
    await vi.waitFor(() => expect(lastSeq(r)).toBe(900));
    expect(opened(r)).toHaveLength(2);
    expect(ids(r, 'pending')).toEqual(['new@1']);
  });

  it('catches up an event committed between the snapshot read and the socket joining its room', async () => {
    const r = 'r-join';
    server.holdOpen = true;
    server.open = () => ({ pending: page([]), confirmed: page([]), counts: counts(0), calls: [], seq: 3 });
    const { socket } = await screen(r, { connected: false, load: false });
    const loading = qc.fetchQuery(ordersQuery(r, 'pending'));
    await vi.waitFor(() => expect(server.held).toBeDefined());
    // Read at seq 3; then order j1 is placed (seq 4) before the socket joins, so the socket never hears it.
    server.events = [event(r, 4, order(r, 'j1'))];
    socket.serverConnects();
    server.held!();
    await loading;
    await vi.waitFor(() => expect(ids(r, 'pending')).toEqual(['j1@1']));
    expect(lastSeq(r)).toBe(4);
  });

  it('a late replay of an older action answer does not bring back an order completed since', async () => {
    const r = 'r-replay';
    const accepted = order(r, 'x1', { status: 'confirmed', version: 2 });
    server.open = () => ({ pending: page([]), confirmed: page([accepted]), counts: counts(0), calls: [], seq: 3 });
    const { hear } = await screen(r);
    wireActionResults(qc);
    hear(event(r, 4, order(r, 'x1', { status: 'completed', version: 4 })));
    await vi.waitFor(() => expect(ids(r, 'confirmed')).toEqual([]));
    // The offline queue delivers the accept's idempotent answer (version 2) only now.
    const action = { id: 'k1', orderId: 'x1', restaurantId: r, label: 'Accept D-x1' } as Applied['action'];
    queue.applied.forEach((h) => h([{ action, answer: { Message: 'Order accepted', data: accepted } }]));
    expect(ids(r, 'confirmed')).toEqual([]);
    expect(ids(r, 'pending')).toEqual([]);
  });

  it('a stale snapshot does not bring back an order known at a higher version', async () => {
    const r = 'r-stale';
    const accepted = order(r, 's1', { status: 'confirmed', version: 2 });
    server.open = () => ({ pending: page([]), confirmed: page([accepted]), counts: counts(0), calls: [], seq: 3 });
    await screen(r);
    wireActionResults(qc);
    // Completed here: its answer (version 4) came before its event.
    const action = { id: 'k2', orderId: 's1', restaurantId: r, label: 'Complete D-s1' } as Applied['action'];
    const completed = order(r, 's1', { status: 'completed', version: 4 });
    queue.applied.forEach((h) => h([{ action, answer: { Message: 'Order completed', data: completed } }]));
    expect(ids(r, 'confirmed')).toEqual([]);
    // The screen reads its lists again, and the snapshot was read just before the completion: version 2 there.
    await qc.fetchQuery({ ...ordersQuery(r, 'confirmed'), staleTime: 0 });
    expect(opened(r)).toHaveLength(2);
    expect(ids(r, 'confirmed')).toEqual([]);
  });

  it('a stale list of another status does not bring back an order known at a higher version', async () => {
    const r = 'r-stale-list';
    server.open = () => ({ pending: page([]), confirmed: page([]), counts: counts(0), calls: [], seq: 3 });
    const { hear } = await screen(r);
    hear(event(r, 4, order(r, 'c1', { status: 'refunded', version: 5 })));
    await vi.waitFor(() => expect(lastSeq(r)).toBe(4));
    const completed = order(r, 'c1', { status: 'completed', version: 4 });
    vi.mocked(fetch).mockResolvedValueOnce(json(page([completed])));
    const list = await qc.fetchQuery(ordersQuery(r, 'completed'));
    expect(list.data).toEqual([]);
  });

  it('ignores counts as of an earlier event than the counts shown', async () => {
    const r = 'r-counts';
    server.open = () => ({ pending: page([]), confirmed: page([]), counts: counts(4), calls: [], seq: 7 });
    const { socket } = await screen(r);
    const shown: unknown[] = [];
    const stop = qc.getQueryCache().subscribe((e) => {
      const counted = e.query.queryHash === hashKey(orderKeys.counts(r));
      if (counted && e.type === 'updated' && e.action.type === 'success') shown.push(e.query.state.data);
    });
    socket.fire(COUNTS_EVENT, { restaurant: r, counts: counts(9), seq: 6 });
    socket.fire(COUNTS_EVENT, { restaurant: r, counts: counts(5), seq: 7 });
    await vi.waitFor(() => expect(qc.getQueryData(orderKeys.counts(r))).toEqual(counts(5)));
    stop();
    // The stale counts, heard first, were never shown.
    expect(shown).toEqual([counts(5)]);
  });

  it('reconnects within a second, and at once when the network is back or the screen is looked at', async () => {
    const { socket } = await screen('r-fast', { connected: false, load: false });
    expect(socket.options).toMatchObject({ reconnectionDelay: 250, reconnectionDelayMax: 1000 });
    const tries = vi.spyOn(socket, 'connect');
    window.dispatchEvent(new Event('online'));
    expect(tries).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tries).toHaveBeenCalledTimes(2);
    socket.serverConnects();
    window.dispatchEvent(new Event('online'));
    expect(tries).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
