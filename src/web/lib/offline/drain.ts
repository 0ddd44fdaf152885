/**
 * Sends queued actions to the server, each with its Idempotency-Key, one drainer at a time across tabs and the service
 * worker (Web Locks). Runs in the page and in the service worker.
 *
 * Actions on different orders (or calls) are independent and go out together, a few at a time; the actions on one
 * order go strictly in their queued order, each only after the one before it was answered. "Complete all" acts on
 * every confirmed order, so it waits for everything before it and everything after it waits for it. Answers are
 * handed on in batches (`onBatch`), so a screen following a backlog updates once per batch, not once per action.
 */
import { ERROR_CODES } from '../../../contract/errors';
import { queueToken, queuedActions, putAction, settleActions, QUEUE_CHANNEL, type QueuedAction } from './store';

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
/** Answers arriving this close together reach the screen as one batch. */
export const DRAIN_BATCH_MS = 100;

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

async function sendOne(action: QueuedAction, token: string): Promise<Sent | null> {
  try {
    const res = await fetch(`/api${action.path}`, {
      method: action.method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': action.id,
        'x-device-name': 'offline queue',
      },
      body: JSON.stringify(action.body),
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
    return null;
  }
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

  const send = async (action: QueuedAction) => {
    const target = targetOf(action);
    const res = await sendOne(action, token);
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
      return;
    }
    held.add(target);
    if (then !== 'retry') stopped ??= then;
    const lastError = res ? messageOf(res.answer, res.status) : 'No connection to the server';
    await putAction({ ...action, attempts: action.attempts + 1, lastError });
  };

  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      for (let i = next(); !stopped && inFlight < DRAIN_WINDOW && i >= 0; i = next()) {
        const [action] = waiting.splice(i, 1);
        running.add(targetOf(action!));
        inFlight++;
        send(action!).then(() => {
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
