import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedAction, SyncReport } from './store';

// The queue's storage is IndexedDB (absent in jsdom): an in-memory stand-in with the same functions.
const mem = vi.hoisted(() => ({
  actions: [] as QueuedAction[],
  reports: [] as SyncReport[],
  token: 'tok' as string | null,
}));
vi.mock('./store', () => ({
  QUEUE_CHANNEL: 'offline-queue',
  queueToken: async () => mem.token,
  queuedActions: async () => [...mem.actions].sort((a, b) => a.createdAt - b.createdAt),
  putAction: async (a: QueuedAction) => void (mem.actions = [...mem.actions.filter((x) => x.id !== a.id), a]),
  settleActions: async (ids: string[], reports: SyncReport[]) => {
    mem.actions = mem.actions.filter((a) => !ids.includes(a.id));
    mem.reports.push(...reports);
  },
}));
const { drainQueue, DRAIN_WINDOW } = await import('./drain');

const ACCEPT = '/orders/restaurant/acceptorder';
const COMPLETE = '/orders/restaurant/completeorder';
const COMPLETE_ALL = '/orders/restaurant/completeall';
/** An action on an order (its id in the body, as the order routes take it); `id` is also its Idempotency-Key. */
const action = (id: string, createdAt: number, order = id, path = ACCEPT): QueuedAction => ({
  id,
  createdAt,
  restaurantId: 'r1',
  method: 'PUT',
  path: path as typeof ACCEPT,
  body: { id: order },
  label: `${path === ACCEPT ? 'Accept' : 'Complete'} ${order}`,
  orderId: order,
  attempts: 0,
});
const completeAll = (id: string, createdAt: number): QueuedAction => ({
  id,
  createdAt,
  restaurantId: 'r1',
  method: 'POST',
  path: COMPLETE_ALL,
  body: { restaurant: 'r1' },
  label: 'Complete all confirmed',
  target: 'completeall',
  attempts: 0,
});

type Answer = number | 'offline' | 'in-progress';
const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed; try again shortly';
const LOST = 'The order was declined on another device';
function response(next: Exclude<Answer, 'offline'>) {
  if (next === 'in-progress')
    return new Response(JSON.stringify({ Message: IN_PROGRESS, code: 'IDEMPOTENCY_IN_PROGRESS' }), {
      status: 409,
      headers: { 'retry-after': '2' },
    });
  const body =
    next < 300
      ? { Message: 'ok' }
      : next === 409
        ? { Message: LOST, code: 'ORDER_STATE_CONFLICT' }
        : { Message: 'Server down', code: 'UNAVAILABLE' };
  return new Response(JSON.stringify(body), { status: next });
}

const sent: { path: string; key: string }[] = [];
const keyOf = (init: RequestInit) => new Headers(init.headers).get('idempotency-key')!;
/** The server answers each request at once, in the order sent: 'in-progress' = still working on the same key. */
const answers = (...list: Answer[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const next = list.shift() ?? 200;
      if (next === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ path: url, key: keyOf(init) });
      return response(next);
    }),
  );

/** The server answers only when the test says so: `open` lists the keys of the requests waiting for an answer. */
function heldServer() {
  const waiting = new Map<string, (answer: Answer) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const key = keyOf(init);
      sent.push({ path: url, key });
      return new Promise<Response>((resolve, reject) =>
        waiting.set(key, (a) => (a === 'offline' ? reject(new TypeError('Failed to fetch')) : resolve(response(a)))),
      );
    }),
  );
  return {
    open: () => [...waiting.keys()],
    answer(key: string, a: Answer = 200) {
      const reply = waiting.get(key);
      if (!reply) throw new Error(`${key} is not waiting for an answer (waiting: ${[...waiting.keys()].join(', ')})`);
      waiting.delete(key);
      reply(a);
    },
  };
}

beforeEach(() => {
  mem.actions = [action('b', 2), action('a', 1), action('c', 3)];
  mem.reports = [];
  mem.token = 'tok';
  sent.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('drainQueue', () => {
  it('sends each action with its Idempotency-Key; a lost race is removed and reported for that action only', async () => {
    answers(200, 409, 200);
    const result = await drainQueue();
    expect(sent.map((s) => s.key)).toEqual(['a', 'b', 'c']);
    expect(result.outcomes.map((o) => [o.action.id, o.kind])).toEqual([
      ['a', 'applied'],
      ['b', 'refused'],
      ['c', 'applied'],
    ]);
    expect(result.remaining).toBe(0);
    expect(mem.actions).toEqual([]);
    expect(mem.reports).toEqual([expect.objectContaining({ id: 'b', label: 'Accept b', message: LOST })]);
  });

  it('sends the actions of different orders together, at most a window at a time', async () => {
    mem.actions = Array.from({ length: 20 }, (_, i) => action(`o${i}`, i));
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toHaveLength(DRAIN_WINDOW));
    expect(server.open()).toEqual(mem.actions.slice(0, DRAIN_WINDOW).map((a) => a.id));
    // Each answer lets the next waiting action go, never more than the window at once.
    for (let answered = 0; answered < 20; answered++) {
      await vi.waitFor(() => expect(server.open()).toHaveLength(Math.min(DRAIN_WINDOW, 20 - answered)));
      server.answer(server.open()[0]!);
    }
    const result = await drained;
    expect(result).toMatchObject({ remaining: 0 });
    expect(result.outcomes.every((o) => o.kind === 'applied')).toBe(true);
    expect(new Set(sent.map((s) => s.key)).size).toBe(20);
  });

  it("sends an order's actions strictly in their queued order, each after the one before was answered", async () => {
    mem.actions = [
      action('accept-x', 1, 'x'),
      action('complete-x', 2, 'x', COMPLETE),
      action('accept-y', 3, 'y'),
      action('complete-y', 4, 'y', COMPLETE),
    ];
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-x', 'accept-y']));
    server.answer('accept-y');
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-x', 'complete-y']));
    server.answer('complete-y');
    server.answer('accept-x');
    await vi.waitFor(() => expect(server.open()).toEqual(['complete-x']));
    server.answer('complete-x');
    expect((await drained).remaining).toBe(0);
    expect(sent.map((s) => [s.key, s.path])).toEqual([
      ['accept-x', `/api${ACCEPT}`],
      ['accept-y', `/api${ACCEPT}`],
      ['complete-y', `/api${COMPLETE}`],
      ['complete-x', `/api${COMPLETE}`],
    ]);
  });

  it('"complete all" waits for every action before it, and every action after it waits for it', async () => {
    mem.actions = [action('accept-x', 1, 'x'), completeAll('all', 2), action('accept-y', 3, 'y')];
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-x']));
    server.answer('accept-x');
    await vi.waitFor(() => expect(server.open()).toEqual(['all']));
    server.answer('all');
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-y']));
    server.answer('accept-y');
    expect((await drained).outcomes.map((o) => o.action.id)).toEqual(['accept-x', 'all', 'accept-y']);
  });

  it("keeps an action the server is still processing, and its order's later actions behind it; other orders go on", async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE), action('accept-y', 3, 'y')];
    answers('in-progress', 200);
    const first = await drainQueue();
    expect(sent.map((s) => s.key)).toEqual(['accept-x', 'accept-y']);
    expect(first).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(first.outcomes.map((o) => [o.action.id, o.kind])).toEqual([['accept-y', 'applied']]);
    expect(mem.actions.map((a) => [a.id, a.attempts, a.lastError])).toEqual([
      ['complete-x', 0, undefined],
      ['accept-x', 1, IN_PROGRESS],
    ]);
    expect(mem.reports).toEqual([]); // no lost race

    // Later the server answers it (the first request finished, or a retry took over its dead key): then the rest follows.
    answers(200, 200);
    const later = await drainQueue();
    expect(later.outcomes.map((o) => [o.kind, o.action.id])).toEqual([
      ['applied', 'accept-x'],
      ['applied', 'complete-x'],
    ]);
    expect(sent.map((s) => s.key)).toEqual(['accept-x', 'accept-y', 'accept-x', 'complete-x']);
    expect(mem.actions).toEqual([]);
    expect(mem.reports).toEqual([]);
  });

  it('stops sending when the server is unreachable, keeping the action and those after it on its order', async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE), action('accept-y', 3, 'y')];
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-x', 'accept-y']));
    server.answer('accept-x', 'offline');
    server.answer('accept-y');
    const result = await drained;
    expect(result).toMatchObject({ stopped: 'offline', remaining: 2 });
    expect(mem.actions.map((a) => [a.id, a.attempts])).toEqual([
      ['complete-x', 0],
      ['accept-x', 1],
    ]);
  });

  it('keeps everything on server errors, and an order is never passed by its own later action', async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE)];
    answers(503);
    expect(await drainQueue()).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(sent.map((s) => s.key)).toEqual(['accept-x']);
    answers(429);
    expect(await drainQueue()).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(sent.map((s) => s.key)).toEqual(['accept-x', 'accept-x']);
    mem.token = null;
    expect(await drainQueue()).toMatchObject({ stopped: 'signed-out', remaining: 2 });
  });

  it('hands answers that arrive together to the screen as one batch', async () => {
    mem.actions = Array.from({ length: 6 }, (_, i) => action(`o${i}`, i));
    const server = heldServer();
    const batches: string[][] = [];
    const drained = drainQueue((outcomes) => batches.push(outcomes.map((o) => o.action.id)));
    await vi.waitFor(() => expect(server.open()).toHaveLength(6));
    for (const key of server.open().slice(0, 5)) server.answer(key);
    await vi.waitFor(() => expect(batches).toEqual([['o0', 'o1', 'o2', 'o3', 'o4']]));
    // The last answer of the drain is shown at once.
    server.answer('o5');
    await drained;
    expect(batches).toEqual([['o0', 'o1', 'o2', 'o3', 'o4'], ['o5']]);
  });
});
