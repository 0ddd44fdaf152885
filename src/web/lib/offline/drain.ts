/**
 * Sends queued actions to the server, each with its Idempotency-Key, one drainer at a time across tabs and the service
 * worker (Web Locks). Runs in the page and in the service worker.
 *
 * The actions on orders (accept, long wait, complete, decline, refund) go out in batches
 * (`POST /orders/restaurant/actions`, up to DRAIN_BATCH_SIZE in one request), which the server applies in their order,
 * each with its own key and result; the others (call-a-waiter answers, "complete all") go one per request. Requests for
 * different orders (or calls) go out together, a few at a time; the actions on one order go strictly in their queued
 * order: in one batch in that order, or each only after the one before it was answered. "Complete all" acts on every
 * confirmed order, so it waits for everything before it and everything after it waits for it. Answers are handed on
 * in batches (`onBatch`), so a screen following a backlog updates once per batch, not once per action.
 */
import { ERROR_CODES } from '../../../contract/errors';
import { orderActionRoutes, orderBatchRoutes } from '../../../contract/orders/routes';
import { queueToken, queuedActions, putActions, settleActions, QUEUE_CHANNEL, type QueuedAction } from './store';

export type DrainOutcome =
  | { kind: 'applied'; action: QueuedAction; answer: unknown }
  | { kind: 'refused'; action: QueuedAction; status: number; message: string };

type Stop = 'offline' | 'server-error' | 'signed-out';

interface DrainResult {
  outcomes: DrainOutcome[];
  /** Why draining stopped before the queue was empty, if it did. */
  stopped?: Stop | 'busy';
  remaining: number;
}

/** Requests in flight at once: enough to keep the server busy, few enough not to crowd out a live kitchen. */
export const DRAIN_WINDOW = 8;
/**
 * Order actions in one batch request (the server takes up to 100): a backlog goes out as a few batches side by side,
 * so the screen gets the first answers while the server works on the rest.
 */
export const DRAIN_BATCH_SIZE = 25;
/** Answers to single requests arriving this close together reach the screen as one batch. */
export const DRAIN_BATCH_MS = 100;
/**
 * A request not answered by then is given up as one without a connection: its actions stay queued and go again later
 * with the same keys (the server answers a key it already applied with its first answer).
 */
export const REQUEST_TIMEOUT_MS = 15_000;

const messageOf = (answer: unknown, status: number) => {
  const m = (answer as { Message?: unknown } | null)?.Message;
  if (typeof m === 'string') return m;
  if (Array.isArray(m) && m[0] && typeof m[0] === 'object' && 'msg' in m[0])
    return String((m[0] as { msg: unknown }).msg);
  return `The server refused it (${status})`;
};

type Sent = { status: number; answer: unknown };

/** What an answer means for the queue: the action is done, or it is sent again later and why the drain stops. */
function verdict(res: Sent | null): 'done' | 'retry' | Stop {
  if (!res) return 'offline';
  if (res.status === 401) return 'signed-out';
  if (res.status >= 500 || res.status === 429) return 'server-error';
  // The same action (its Idempotency-Key) is still being processed there: no lost race; only its order waits.
  if ((res.answer as { code?: unknown } | null)?.code === ERROR_CODES.IDEMPOTENCY_IN_PROGRESS) return 'retry';
  return 'done';
}

/** What "complete all" targets: every order, so nothing passes it either way. */
const ALL = '*';
/** The order or call an action changes: every queueable route but "complete all" names it as `id` in its body. */
const targetOf = (action: QueuedAction) => ('id' in action.body ? action.body.id : ALL);

/** The name of each single order action, by its path: these go out in batches. */
const BATCHED = new Map<string, string>(
  Object.entries(orderActionRoutes)
    .filter(([, route]) => route.path !== orderActionRoutes.completeAll.path)
    .map(([name, route]) => [route.path, name]),
);
const batched = (action: QueuedAction) => BATCHED.has(action.path);

async function request(method: string, path: string, body: unknown, headers: Record<string, string>) {
  try {
    const res = await fetch(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-device-name': 'offline queue', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = null;
    }
    return { status: res.status, answer };
  } catch {
    // No connection, or no answer in time (also while the answer was being read).
    return null;
  }
}

const sendOne = (action: QueuedAction, token: string) =>
  request(action.method, action.path, action.body, { authorization: `Bearer ${token}`, 'idempotency-key': action.id });

/** One batch request; the answer of each action, as its single call would have answered (all alike when it failed). */
async function sendBatch(actions: QueuedAction[], token: string): Promise<(Sent | null)[]> {
  const body = { actions: actions.map((a) => ({ key: a.id, action: BATCHED.get(a.path), body: a.body })) };
  const res = await request(orderBatchRoutes.batch.method, orderBatchRoutes.batch.path, body, {
    authorization: `Bearer ${token}`,
  });
  const results = (res?.answer as { results?: (Sent & { key: string })[] } | null)?.results;
  if (!res || res.status !== 200) return actions.map(() => res);
  // An answer that does not match the request is a server fault: everything is sent again later.
  if (!results || results.length !== actions.length || results.some((r, i) => r.key !== actions[i]!.id))
    return actions.map(() => ({ status: 502, answer: null }));
  return results.map((r) => ({ status: r.status, answer: r.answer }));
}

/** Tells the other tabs (and the pages, when the service worker drains) what was answered. */
function announce(outcomes: DrainOutcome[]) {
  try {
    const channel = new BroadcastChannel(QUEUE_CHANNEL);
    channel.postMessage({
      type: 'drained',
      outcomes: outcomes.map((o) => ({
        kind: o.kind,
        action: o.action,
        answer: o.kind === 'applied' ? o.answer : undefined,
        message: o.kind === 'refused' ? o.message : undefined,
      })),
    });
    channel.close();
  } catch {
    /* no BroadcastChannel: the caller still gets the result */
  }
}

/** Collects answers and hands them on in batches: each batch is taken off the queue in one go, then announced. */
function batcher(onBatch?: (outcomes: DrainOutcome[]) => void) {
  let buffer: DrainOutcome[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled: Promise<void> = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    if (batch.length)
      settled = settled.then(async () => {
        const reports = batch.flatMap((o) =>
          o.kind === 'refused' ? [{ id: o.action.id, at: Date.now(), label: o.action.label, message: o.message }] : [],
        );
        await settleActions(
          batch.map((o) => o.action.id),
          reports,
        );
        try {
          onBatch?.(batch);
        } finally {
          announce(batch);
        }
      });
    return settled;
  };
  return {
    add(outcome: DrainOutcome) {
      buffer.push(outcome);
      // A failure to settle shows in the drain's result (its last flush), not here.
      timer ??= setTimeout(() => void flush().catch(() => undefined), DRAIN_BATCH_MS);
    },
    flush,
  };
}

async function drainLocked(onBatch?: (outcomes: DrainOutcome[]) => void): Promise<DrainResult> {
  const token = await queueToken();
  const actions = await queuedActions();
  if (!actions.length) return { outcomes: [], remaining: 0 };
  if (!token) return { outcomes: [], stopped: 'signed-out', remaining: actions.length };

  const outcomes: DrainOutcome[] = [];
  const batches = batcher(onBatch);
  const waiting = [...actions];
  /** Targets with an action in flight, and those with one kept to be sent again later: their next actions wait. */
  const running = new Set<string>();
  const held = new Set<string>();
  let inFlight = 0;
  let stopped: Stop | undefined;

  /** The first waiting action that may go now: nothing before it on its target still waits, runs, or is held. */
  const next = () => {
    if (held.has(ALL) || running.has(ALL)) return -1;
    const before = new Set<string>();
    for (const [i, action] of waiting.entries()) {
      const target = targetOf(action);
      if (target === ALL) return i === 0 && running.size === 0 && held.size === 0 ? i : -1;
      if (!before.has(target) && !running.has(target) && !held.has(target)) return i;
      before.add(target);
    }
    return -1;
  };

  /**
   * The batchable actions that may go with `first` (itself one): in queued order, those whose order has nothing
   * waiting before them outside the batch, nothing running and nothing held.
   */
  const batchFrom = (first: QueuedAction) => {
    const batch = [first];
    const blocked = new Set<string>();
    for (const action of waiting) {
      if (batch.length >= DRAIN_BATCH_SIZE) break;
      const target = targetOf(action);
      if (target === ALL) break;
      if (batched(action) && !blocked.has(target) && !running.has(target) && !held.has(target)) batch.push(action);
      else blocked.add(target);
    }
    return batch;
  };

  /** What an answer means for its action: an outcome, or the action as kept to be sent again later. */
  const settle = (action: QueuedAction, res: Sent | null): QueuedAction | undefined => {
    const target = targetOf(action);
    const then = verdict(res);
    running.delete(target);
    if (then === 'done') {
      const { status, answer } = res!;
      const outcome: DrainOutcome =
        status < 300
          ? { kind: 'applied', action, answer }
          : { kind: 'refused', action, status, message: messageOf(answer, status) };
      outcomes.push(outcome);
      batches.add(outcome);
      return undefined;
    }
    held.add(target);
    if (then !== 'retry') stopped ??= then;
    const lastError = res ? messageOf(res.answer, res.status) : 'No connection to the server';
    return { ...action, attempts: action.attempts + 1, lastError };
  };

  /**
   * Sends one request (a batch, or a single action), settles its actions in their order, and keeps the unsent. A batch's
   * answers are a batch for the screen already: they go on at once, with whatever single answers were waiting.
   */
  const send = async (actions: QueuedAction[]) => {
    const batch = batched(actions[0]!);
    const answers = batch ? await sendBatch(actions, token) : [await sendOne(actions[0]!, token)];
    const kept = actions.flatMap((action, i) => settle(action, answers[i] ?? null) ?? []);
    if (batch) void batches.flush().catch(() => undefined);
    await putActions(kept);
  };

  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      for (let i = next(); !stopped && inFlight < DRAIN_WINDOW && i >= 0; i = next()) {
        const [first] = waiting.splice(i, 1);
        const actions = batched(first!) ? batchFrom(first!) : [first!];
        for (const action of actions) {
          if (action !== first) waiting.splice(waiting.indexOf(action), 1);
          running.add(targetOf(action));
        }
        inFlight++;
        send(actions).then(() => {
          inFlight--;
          pump();
        }, reject);
      }
      if (inFlight === 0) resolve();
    };
    pump();
  });
  await batches.flush();
  // An action the server is still working on (its key in progress) is sent again later, like one after a server error.
  return {
    outcomes,
    stopped: stopped ?? (held.size ? 'server-error' : undefined),
    remaining: actions.length - outcomes.length,
  };
}

/** Drains the queue unless another tab (or the service worker) is draining it right now; `onBatch` per batch of answers. */
export async function drainQueue(onBatch?: (outcomes: DrainOutcome[]) => void): Promise<DrainResult> {
  // Web Locks exist in pages and workers alike (navigator.locks); without them, drain anyway.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks
    ? await locks.request('offline-queue-drain', { ifAvailable: true }, async (lock: Lock | null) =>
        lock ? drainLocked(onBatch) : ({ outcomes: [], stopped: 'busy', remaining: -1 } as DrainResult),
      )
    : await drainLocked(onBatch);
}
