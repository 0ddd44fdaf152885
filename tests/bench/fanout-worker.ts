/**
 * One worker thread of the fan-out bench's client (fanout-sockets.ts): it connects its share of the kitchen sockets and
 * records when each of them first heard each `order.created`, so that no one thread of the load generator decodes
 * every copy of every event. Times are absolute (`performance.timeOrigin + performance.now()`): every thread reads
 * the same clock.
 *
 * Messages from the main thread: `reset` (the measured part starts: counters cleared, event-loop delay measured from
 * now), `collect` (answer what was heard), `close`. To the main thread: `connected` or `failed` once, `progress`
 * every 50 ms (the orders every socket of this share has heard since the last one, and the last event's time), and
 * `collected`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { STREAM_EVENT } from '../../src/contract/stream/constants';
import { io, type Socket } from 'socket.io-client';
import { LightSocket } from './light-socket';
import { loopDelayMonitor, loopDelayP99 } from './stats';
import type { FanoutClient } from './fanout-sockets';

export interface WorkerInput {
  base: string;
  token: string;
  sockets: number;
  client: FanoutClient;
}

export interface Collected {
  type: 'collected';
  /** Per order id: when each socket of this share first heard it (NaN: never). */
  heard: [string, Float64Array][];
  duplicates: number;
  disconnects: number;
  reconnectsWithoutRecovery: number;
  reasons: [string, { count: number; first: number }][];
  loopDelayP99: number;
}

export type WorkerMessage =
  | { type: 'connected' }
  | { type: 'failed'; error: string }
  | { type: 'progress'; complete: string[]; lastEventAt: number }
  | Collected;

/** What the tracker needs of a socket; socket.io-client's Socket and LightSocket both have it. */
interface BenchSocket {
  readonly recovered: boolean;
  close(): unknown;
  on(name: string, listener: (...args: never[]) => void): unknown;
}

const now = () => performance.timeOrigin + performance.now();
const port = parentPort!;
const input = workerData as WorkerInput;

function connectOne(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(new Error(`socket connect failed: ${err.message}`));
    });
  });
}

/** Connects `n` sockets, `batch` at a time (each handshake checks the token in the database). */
async function connectAll(n: number, batch = 25) {
  const sockets: BenchSocket[] = [];
  const one = input.client === 'light' ? LightSocket.connect : connectOne;
  try {
    for (let i = 0; i < n; i += batch)
      sockets.push(
        ...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, () => one(input.base, input.token)))),
      );
  } catch (err) {
    sockets.forEach((s) => s.close());
    throw err;
  }
  return sockets;
}

const heard = new Map<string, Float64Array>();
const count = new Map<string, number>();
const reasons = new Map<string, { count: number; first: number }>();
let duplicates = 0;
let disconnects = 0;
let reconnectsWithoutRecovery = 0;
let lastEventAt = now();
let complete: string[] = [];
const loop = loopDelayMonitor();

function track(sockets: BenchSocket[]) {
  const n = sockets.length;
  sockets.forEach((socket, k) => {
    const orderCreated = (order: { _id: string }) => {
      const at = now();
      let slots = heard.get(order._id);
      if (!slots) heard.set(order._id, (slots = new Float64Array(n).fill(NaN)));
      if (Number.isNaN(slots[k])) {
        slots[k] = at;
        const c = (count.get(order._id) ?? 0) + 1;
        count.set(order._id, c);
        if (c === n) complete.push(order._id);
      } else duplicates++;
      lastEventAt = at;
    };
    // A LightSocket names a stream event by its kind; socket.io-client hears the envelope.
    socket.on('order.created', orderCreated);
    socket.on(STREAM_EVENT, (e: { kind: string; data: { _id: string } }) => {
      if (e.kind === 'order.created') orderCreated(e.data);
    });
    socket.on('disconnect', (reason: string) => {
      disconnects++;
      const r = reasons.get(reason) ?? { count: 0, first: now() };
      reasons.set(reason, { count: r.count + 1, first: r.first });
    });
    socket.on('connect', () => socket.recovered || reconnectsWithoutRecovery++);
  });
}

let sockets: BenchSocket[] = [];
try {
  sockets = await connectAll(input.sockets);
  track(sockets);
  port.postMessage({ type: 'connected' } satisfies WorkerMessage);
} catch (err) {
  port.postMessage({ type: 'failed', error: (err as Error).message } satisfies WorkerMessage);
}

const progress = setInterval(() => {
  port.postMessage({ type: 'progress', complete, lastEventAt } satisfies WorkerMessage);
  complete = [];
}, 50);

port.on('message', (m: { type: 'reset' | 'collect' | 'close' }) => {
  if (m.type === 'reset') {
    duplicates = disconnects = reconnectsWithoutRecovery = 0;
    reasons.clear();
    loop.reset();
    loop.enable();
  } else if (m.type === 'collect') {
    loop.disable();
    port.postMessage({
      type: 'collected',
      heard: [...heard],
      duplicates,
      disconnects,
      reconnectsWithoutRecovery,
      reasons: [...reasons],
      loopDelayP99: loopDelayP99(loop),
    } satisfies WorkerMessage);
  } else {
    clearInterval(progress);
    sockets.forEach((s) => s.close());
    port.close();
  }
});
