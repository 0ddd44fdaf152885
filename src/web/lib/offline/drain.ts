/**
 * Sends queued actions to the server in order, each with its Idempotency-Key, one drainer at a time
 * across tabs and the service worker (Web Locks). Runs in the page and in the service worker.
 */
import { ERROR_CODES } from '../../../contract/errors';
import {
  addReport,
  queueToken,
  queuedActions,
  removeAction,
  putAction,
  QUEUE_CHANNEL,
  type QueuedAction,
} from './store';

export type DrainOutcome =
  | { kind: 'applied'; action: QueuedAction; answer: unknown }
  | { kind: 'refused'; action: QueuedAction; status: number; message: string };

interface DrainResult {
  outcomes: DrainOutcome[];
  /** Why draining stopped before the queue was empty, if it did. */
  stopped?: 'offline' | 'server-error' | 'signed-out' | 'busy';
  remaining: number;
}

const messageOf = (answer: unknown, status: number) => {
  const m = (answer as { Message?: unknown } | null)?.Message;
  if (typeof m === 'string') return m;
  if (Array.isArray(m) && m[0] && typeof m[0] === 'object' && 'msg' in m[0])
    return String((m[0] as { msg: unknown }).msg);
  return `The server refused it (${status})`;
};

type Sent = { status: number; answer: unknown };

/**
 * Whether to send the action again later rather than report it: the server is down or busy, or the same action (its
 * Idempotency-Key) is still being processed there (IDEMPOTENCY_IN_PROGRESS): that is no lost race.
 */
const tryLater = (res: Sent) =>
  res.status >= 500 ||
  res.status === 429 ||
  (res.answer as { code?: unknown } | null)?.code === ERROR_CODES.IDEMPOTENCY_IN_PROGRESS;

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

function announce(result: DrainResult) {
  try {
    const channel = new BroadcastChannel(QUEUE_CHANNEL);
    channel.postMessage({
      type: 'drained',
      outcomes: result.outcomes.map((o) => ({
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

async function drainLocked(onProgress?: () => void): Promise<DrainResult> {
  const outcomes: DrainOutcome[] = [];
  const token = await queueToken();
  const actions = await queuedActions();
  if (!actions.length) return { outcomes, remaining: 0 };
  if (!token) return { outcomes, stopped: 'signed-out', remaining: actions.length };
  for (const [i, action] of actions.entries()) {
    const res = await sendOne(action, token);
    const remaining = actions.length - i;
    if (!res) {
      await putAction({ ...action, attempts: action.attempts + 1, lastError: 'No connection to the server' });
      return { outcomes, stopped: 'offline', remaining };
    }
    if (res.status === 401) return { outcomes, stopped: 'signed-out', remaining };
    if (tryLater(res)) {
      await putAction({ ...action, attempts: action.attempts + 1, lastError: messageOf(res.answer, res.status) });
      return { outcomes, stopped: 'server-error', remaining };
    }
    await removeAction(action.id);
    onProgress?.();
    if (res.status < 300) outcomes.push({ kind: 'applied', action, answer: res.answer });
    else {
      const message = messageOf(res.answer, res.status);
      outcomes.push({ kind: 'refused', action, status: res.status, message });
      await addReport({ id: action.id, at: Date.now(), label: action.label, message });
    }
  }
  return { outcomes, remaining: 0 };
}

/** Drains the queue unless another tab (or the service worker) is draining it right now; `onProgress` after each action. */
export async function drainQueue(onProgress?: () => void): Promise<DrainResult> {
  // Web Locks exist in pages and workers alike (navigator.locks); without them, drain anyway.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  const result = locks
    ? await locks.request('offline-queue-drain', { ifAvailable: true }, async (lock: Lock | null) =>
        lock ? drainLocked(onProgress) : ({ outcomes: [], stopped: 'busy', remaining: -1 } as DrainResult),
      )
    : await drainLocked(onProgress);
  if (result.outcomes.length) announce(result);
  return result;
}
