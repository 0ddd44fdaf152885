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
  removeAction: async (id: string) => void (mem.actions = mem.actions.filter((a) => a.id !== id)),
  putAction: async (a: QueuedAction) => void (mem.actions = [...mem.actions.filter((x) => x.id !== a.id), a]),
  addReport: async (r: SyncReport) => void mem.reports.push(r),
}));
const { drainQueue } = await import('./drain');

const action = (id: string, createdAt: number): QueuedAction => ({
  id,
  createdAt,
  restaurantId: 'r1',
  method: 'PUT',
  path: '/orders/restaurant/acceptorder',
  body: { id },
  label: `Accept ${id}`,
  attempts: 0,
});
const sent: { path: string; key: string | null }[] = [];
const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed; try again shortly';
/** 'in-progress': the server is still working on the same key (409, its message, code and Retry-After). */
const answers = (...list: (number | 'offline' | 'in-progress')[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const next = list.shift() ?? 200;
      if (next === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ path: url, key: new Headers(init.headers).get('idempotency-key') });
      if (next === 'in-progress')
        return new Response(JSON.stringify({ Message: IN_PROGRESS, code: 'IDEMPOTENCY_IN_PROGRESS' }), {
          status: 409,
          headers: { 'retry-after': '2' },
        });
      return new Response(
        JSON.stringify(
          next < 300
            ? { Message: 'ok' }
            : next === 409
              ? { Message: 'The order was declined on another device', code: 'ORDER_STATE_CONFLICT' }
              : { Message: 'Server down', code: 'UNAVAILABLE' },
        ),
        { status: next },
      );
    }),
  );

beforeEach(() => {
  mem.actions = [action('b', 2), action('a', 1), action('c', 3)];
  mem.reports = [];
  mem.token = 'tok';
  sent.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('drainQueue', () => {
  it('sends in order, each with its Idempotency-Key; a lost race is removed and reported, the rest applied', async () => {
    answers(200, 409, 200);
    const result = await drainQueue();
    expect(sent.map((s) => s.key)).toEqual(['a', 'b', 'c']);
    expect(result.outcomes.map((o) => o.kind)).toEqual(['applied', 'refused', 'applied']);
    expect(result.remaining).toBe(0);
    expect(mem.actions).toEqual([]);
    expect(mem.reports).toEqual([
      expect.objectContaining({ id: 'b', label: 'Accept b', message: 'The order was declined on another device' }),
    ]);
  });

  it('stops at the first action that finds no server, keeping it and the rest for later', async () => {
    answers(200, 'offline');
    const result = await drainQueue();
    expect(result).toMatchObject({ stopped: 'offline', remaining: 2 });
    expect(mem.actions.map((a) => [a.id, a.attempts])).toEqual([
      ['c', 0],
      ['b', 1],
    ]);
  });

  it('keeps an action the server is still processing (409 "still being processed") and sends it again later; no lost race', async () => {
    answers(200, 'in-progress');
    expect(await drainQueue()).toMatchObject({ stopped: 'server-error', remaining: 2 });
    expect(mem.actions.map((a) => [a.id, a.attempts, a.lastError])).toEqual([
      ['c', 0, undefined],
      ['b', 1, IN_PROGRESS],
    ]);
    expect(mem.reports).toEqual([]);

    // Later the server answers it (the first request finished, or a retry took over its dead key).
    answers(200, 200);
    const later = await drainQueue();
    expect(later.outcomes.map((o) => [o.kind, o.action.id])).toEqual([
      ['applied', 'b'],
      ['applied', 'c'],
    ]);
    expect(sent.map((s) => s.key)).toEqual(['a', 'b', 'b', 'c']);
    expect(mem.actions).toEqual([]);
    expect(mem.reports).toEqual([]);
  });

  it('keeps everything on a server error or when signed out', async () => {
    answers(503);
    expect(await drainQueue()).toMatchObject({ stopped: 'server-error', remaining: 3 });
    expect(mem.actions).toHaveLength(3);
    mem.token = null;
    expect(await drainQueue()).toMatchObject({ stopped: 'signed-out', remaining: 3 });
  });
});
