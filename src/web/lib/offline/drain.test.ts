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
  putActions: async (list: QueuedAction[]) =>
    void (mem.actions = [...mem.actions.filter((x) => !list.some((a) => a.id === x.id)), ...list]),
  settleActions: async (ids: string[], reports: SyncReport[]) => {
    mem.actions = mem.actions.filter((a) => !ids.includes(a.id));
    mem.reports.push(...reports);
  },
}));
const { drainQueue, DRAIN_BATCH_SIZE, DRAIN_WINDOW, REQUEST_TIMEOUT_MS } = await import('./drain');

const ACCEPT = '/orders/restaurant/acceptorder';
const COMPLETE = '/orders/restaurant/completeorder';
const COMPLETE_ALL = '/orders/restaurant/completeall';
const BATCH = '/orders/restaurant/actions';
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

/** A call-a-waiter answer: not an order action, so it goes alone, one per request. */
const callAction = (id: string, createdAt: number): QueuedAction => ({
  id,
  createdAt,
  restaurantId: 'r1',
  method: 'POST',
  path: '/callawaiter/accept',
  body: { id },
  label: `Handle call ${id}`,
  callId: id,
  target: 'handled',
  attempts: 0,
});

type Answer = number | 'offline' | 'in-progress';
const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed; try again shortly';
const LOST = 'The order was declined on another device';
function answerOf(next: Exclude<Answer, 'offline'>) {
  if (next === 'in-progress') return { status: 409, answer: { Message: IN_PROGRESS, code: 'IDEMPOTENCY_IN_PROGRESS' } };
  const answer =
    next < 300
      ? { Message: 'ok' }
      : next === 409
        ? { Message: LOST, code: 'ORDER_STATE_CONFLICT' }
        : { Message: 'Server down', code: 'UNAVAILABLE' };
  return { status: next, answer };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Each action the server was sent: its request's path, its key, and the request it went in (1, 2, …). */
const sent: { path: string; key: string; request: number }[] = [];
let requests = 0;
type BatchBody = { actions: { key: string; action: string; body: unknown }[] };
/** The keys of a request: the batch's actions, or the single call's Idempotency-Key. */
function keysOf(url: string, init: RequestInit) {
  requests++;
  const keys =
    url === `/api${BATCH}`
      ? (JSON.parse(init.body as string) as BatchBody).actions.map((a) => a.key)
      : [new Headers(init.headers).get('idempotency-key')!];
  for (const key of keys) sent.push({ path: url, key, request: requests });
  return keys;
}
/** The server's answer to a request whose actions were answered `list` (a batch answers 200 with each result). */
function reply(url: string, keys: string[], list: Exclude<Answer, 'offline'>[]) {
  if (url !== `/api${BATCH}`) {
    const { status, answer } = answerOf(list[0]!);
    return json(status, answer);
  }
  // A server error (5xx) or 429 is the whole request's answer, as the server would give it.
  const failed = list.find((a) => typeof a === 'number' && (a >= 500 || a === 429));
  if (failed !== undefined) return json(failed as number, answerOf(failed).answer);
  return json(200, { results: keys.map((key, i) => ({ key, replayed: false, ...answerOf(list[i]!) })) });
}

/**
 * The server answers each action at once, in the order sent: 'in-progress' = still working on the same key; 'offline'
 * fails the whole request the action is in.
 */
const answers = (...list: Answer[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const keys = keysOf(url, init);
      const mine = keys.map(() => list.shift() ?? 200);
      if (mine.includes('offline')) throw new TypeError('Failed to fetch');
      return reply(url, keys, mine as Exclude<Answer, 'offline'>[]);
    }),
  );

/**
 * The server answers only when the test says so, action by action: a request is answered once each of its actions has
 * its answer. `open` lists the keys still waiting; `requestsOf` the keys of each request sent.
 */
function heldServer() {
  const waiting = new Map<string, (answer: Answer) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const keys = keysOf(url, init);
      return new Promise<Response>((resolve, reject) => {
        const got = new Map<string, Answer>();
        for (const key of keys)
          waiting.set(key, (a) => {
            got.set(key, a);
            if (got.size < keys.length) return;
            const list = keys.map((k) => got.get(k)!);
            if (list.includes('offline')) reject(new TypeError('Failed to fetch'));
            else resolve(reply(url, keys, list as Exclude<Answer, 'offline'>[]));
          });
      });
    }),
  );
  return {
    open: () => [...waiting.keys()],
    answer(key: string, a: Answer = 200) {
      const answer = waiting.get(key);
      if (!answer) throw new Error(`${key} is not waiting for an answer (waiting: ${[...waiting.keys()].join(', ')})`);
      waiting.delete(key);
      answer(a);
    },
  };
}
/** The keys sent in each request, in the order the requests went out. */
const requestsSent = () =>
  Array.from({ length: requests }, (_, i) => sent.filter((s) => s.request === i + 1).map((s) => s.key));

beforeEach(() => {
  mem.actions = [action('b', 2), action('a', 1), action('c', 3)];
  mem.reports = [];
  mem.token = 'tok';
  sent.length = 0;
  requests = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('drainQueue', () => {
  it("sends the order actions in one batch, each with its Idempotency-Key; a lost race is that action's only", async () => {
    answers(200, 409, 200);
    const result = await drainQueue();
    expect(requestsSent()).toEqual([['a', 'b', 'c']]);
    expect(sent.every((s) => s.path === `/api${BATCH}`)).toBe(true);
    expect(result.outcomes.map((o) => [o.action.id, o.kind])).toEqual([
      ['a', 'applied'],
      ['b', 'refused'],
      ['c', 'applied'],
    ]);
    expect(result.remaining).toBe(0);
    expect(mem.actions).toEqual([]);
    expect(mem.reports).toEqual([expect.objectContaining({ id: 'b', label: 'Accept b', message: LOST })]);
  });

  it('sends a backlog of order actions as batches side by side, at most DRAIN_BATCH_SIZE in each', async () => {
    mem.actions = Array.from({ length: 2 * DRAIN_BATCH_SIZE + 3 }, (_, i) => action(`o${i}`, i));
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toHaveLength(mem.actions.length));
    const ids = mem.actions.map((a) => a.id);
    expect(requestsSent()).toEqual([
      ids.slice(0, DRAIN_BATCH_SIZE),
      ids.slice(DRAIN_BATCH_SIZE, 2 * DRAIN_BATCH_SIZE),
      ids.slice(2 * DRAIN_BATCH_SIZE),
    ]);
    for (const key of server.open()) server.answer(key);
    const result = await drained;
    expect(result).toMatchObject({ remaining: 0 });
    expect(result.outcomes.every((o) => o.kind === 'applied')).toBe(true);
  });

  it("hands a batch request's answers to the screen as soon as it is answered, one update per request", async () => {
    mem.actions = Array.from({ length: DRAIN_BATCH_SIZE + 2 }, (_, i) => action(`o${i}`, i));
    const ids = mem.actions.map((a) => a.id);
    const server = heldServer();
    const batches: string[][] = [];
    // The screen's timer for answers arriving close together never fires here: only a request's answer hands them on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const drained = drainQueue((outcomes) => batches.push(outcomes.map((o) => o.action.id)));
      const until = async (done: () => boolean) => {
        for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setImmediate(r));
        return done();
      };
      expect(await until(() => server.open().length === ids.length)).toBe(true);
      for (const key of ids.slice(0, DRAIN_BATCH_SIZE)) server.answer(key);
      expect(await until(() => batches.length === 1)).toBe(true);
      expect(batches).toEqual([ids.slice(0, DRAIN_BATCH_SIZE)]);
      expect(mem.actions.map((a) => a.id)).toEqual(ids.slice(DRAIN_BATCH_SIZE));
      for (const key of ids.slice(DRAIN_BATCH_SIZE)) server.answer(key);
      await drained;
      expect(batches).toEqual([ids.slice(0, DRAIN_BATCH_SIZE), ids.slice(DRAIN_BATCH_SIZE)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends actions that go alone together, at most a window at a time', async () => {
    mem.actions = Array.from({ length: 20 }, (_, i) => callAction(`c${i}`, i));
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

  it("keeps an order's actions in their queued order: in one batch in that order, never passing one in flight", async () => {
    mem.actions = [
      action('accept-x', 1, 'x'),
      action('complete-x', 2, 'x', COMPLETE),
      action('accept-y', 3, 'y'),
      action('complete-y', 4, 'y', COMPLETE),
    ];
    answers();
    expect((await drainQueue()).remaining).toBe(0);
    expect(requestsSent()).toEqual([['accept-x', 'complete-x', 'accept-y', 'complete-y']]);

    // A full batch in flight: the next action of one of its orders waits for its answer, then goes. An action of
    // another order queued after it goes at once, in a second request: by then the waiting one would have gone too.
    mem.actions = [
      ...Array.from({ length: DRAIN_BATCH_SIZE }, (_, i) => action(`accept-${i}`, i, `o${i}`)),
      action('complete-0', DRAIN_BATCH_SIZE, 'o0', COMPLETE),
      action('accept-z', DRAIN_BATCH_SIZE + 1, 'z'),
    ];
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toContain('accept-z'));
    expect(server.open()).toHaveLength(DRAIN_BATCH_SIZE + 1);
    expect(server.open()).not.toContain('complete-0');
    for (const key of server.open()) server.answer(key);
    await vi.waitFor(() => expect(server.open()).toEqual(['complete-0']));
    server.answer('complete-0');
    expect((await drained).remaining).toBe(0);
    expect(requestsSent().at(-1)).toEqual(['complete-0']);
  });

  it('"complete all" waits for every action before it, and every action after it waits for it', async () => {
    mem.actions = [action('accept-x', 1, 'x'), completeAll('all', 2), action('accept-y', 3, 'y')];
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-x']));
    server.answer('accept-x');
    await vi.waitFor(() => expect(server.open()).toEqual(['all']));
    expect(sent.at(-1)!.path).toBe(`/api${COMPLETE_ALL}`);
    server.answer('all');
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-y']));
    server.answer('accept-y');
    expect((await drained).outcomes.map((o) => o.action.id)).toEqual(['accept-x', 'all', 'accept-y']);
  });

  it("keeps an action the server is still processing, and its order's later actions behind it; other orders go on", async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE), action('accept-y', 3, 'y')];
    // The server leaves the later action on the same order untried, with the same answer.
    answers('in-progress', 'in-progress', 200);
    const first = await drainQueue();
    expect(requestsSent()).toEqual([['accept-x', 'complete-x', 'accept-y']]);
    expect(first).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(first.outcomes.map((o) => [o.action.id, o.kind])).toEqual([['accept-y', 'applied']]);
    expect(mem.actions.map((a) => [a.id, a.attempts, a.lastError])).toEqual([
      ['accept-x', 1, IN_PROGRESS],
      ['complete-x', 1, IN_PROGRESS],
    ]);
    expect(mem.reports).toEqual([]); // no lost race

    // Later the server answers it (the first request finished, or a retry took over its dead key): then the rest follows.
    answers(200, 200);
    const later = await drainQueue();
    expect(later.outcomes.map((o) => [o.kind, o.action.id])).toEqual([
      ['applied', 'accept-x'],
      ['applied', 'complete-x'],
    ]);
    expect(requestsSent().at(-1)).toEqual(['accept-x', 'complete-x']);
    expect(mem.actions).toEqual([]);
    expect(mem.reports).toEqual([]);
  });

  it('stops sending when the server is unreachable, keeping every action of the request', async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE), callAction('call', 3)];
    const server = heldServer();
    const drained = drainQueue();
    await vi.waitFor(() => expect(server.open()).toEqual(['accept-x', 'complete-x', 'call']));
    server.answer('accept-x', 'offline');
    server.answer('complete-x', 'offline');
    server.answer('call');
    const result = await drained;
    expect(result).toMatchObject({ stopped: 'offline', remaining: 2 });
    expect(mem.actions.map((a) => [a.id, a.attempts])).toEqual([
      ['accept-x', 1],
      ['complete-x', 1],
    ]);
  });

  it('gives up a request not answered in time, keeping its actions to send again later with the same keys', async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE)];
    const timers: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      expect(ms).toBe(REQUEST_TIMEOUT_MS);
      timers.push(new AbortController());
      return timers.at(-1)!.signal;
    });
    // The server took the request and never answers: only the request's own timeout ends it.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        keysOf(url, init);
        return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      }),
    );
    const drained = drainQueue();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    timers[0]!.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await drained).toMatchObject({ stopped: 'offline', remaining: 2 });
    expect(mem.actions.map((a) => [a.id, a.attempts])).toEqual([
      ['accept-x', 1],
      ['complete-x', 1],
    ]);
    timeout.mockRestore();
    answers(200, 200);
    expect(await drainQueue()).toMatchObject({ remaining: 0 });
    expect(requestsSent()).toEqual([
      ['accept-x', 'complete-x'],
      ['accept-x', 'complete-x'],
    ]);
  });

  it('keeps everything on server errors, and an order is never passed by its own later action', async () => {
    mem.actions = [action('accept-x', 1, 'x'), action('complete-x', 2, 'x', COMPLETE)];
    answers(503);
    expect(await drainQueue()).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(requestsSent()).toEqual([['accept-x', 'complete-x']]);
    answers(429);
    expect(await drainQueue()).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(requestsSent()).toEqual([
      ['accept-x', 'complete-x'],
      ['accept-x', 'complete-x'],
    ]);
    expect(mem.actions.map((a) => [a.id, a.attempts])).toEqual([
      ['accept-x', 2],
      ['complete-x', 2],
    ]);
    mem.token = null;
    expect(await drainQueue()).toMatchObject({ stopped: 'signed-out', remaining: 2 });
  });

  it('hands answers that arrive together to the screen as one batch', async () => {
    mem.actions = Array.from({ length: 6 }, (_, i) => callAction(`c${i}`, i));
    const server = heldServer();
    const batches: string[][] = [];
    const drained = drainQueue((outcomes) => batches.push(outcomes.map((o) => o.action.id)));
    await vi.waitFor(() => expect(server.open()).toHaveLength(6));
    for (const key of server.open().slice(0, 5)) server.answer(key);
    await vi.waitFor(() => expect(batches).toEqual([['c0', 'c1', 'c2', 'c3', 'c4']]));
    // The last answer of the drain is shown at once.
    server.answer('c5');
    await drained;
    expect(batches).toEqual([['c0', 'c1', 'c2', 'c3', 'c4'], ['c5']]);
  });
});
