/**
 * The fan-out bench's kitchen sockets, spread over worker threads (fanout-worker.ts): each thread connects its share
 * and records when each of its sockets first heard each order. One thread decoding every copy of every event (2,000
 * copies of an order at 20 orders/s) would be late by its own backlog, and the figure would be the load generator's,
 * not the server's; each thread measures its own event-loop delay so the bench can tell.
 */
import { Worker } from 'node:worker_threads';
import type { Collected, WorkerInput, WorkerMessage } from './fanout-worker';
import { sleep } from './stats';

/** socket.io-client, or protocol-level clients that do not decode every event (light-socket.ts). */
export type FanoutClient = 'socket.io' | 'light';

/** Sockets per worker thread, and at most this many threads (the machine has few cores, the server needs one). */
const SOCKETS_PER_THREAD = 250;
const MAX_THREADS = 4;

const WORKER_FILE = new URL('./fanout-worker.ts', import.meta.url).href;
/** The worker runs TypeScript through tsx's loader, as the bench itself does. */
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE)}); })`;

/** What every thread heard, put together in socket order, and its counters summed. */
export interface Heard {
  heard: Map<string, Float64Array>;
  duplicates: number;
  disconnects: number;
  reconnectsWithoutRecovery: number;
  reasons: Map<string, { count: number; first: number }>;
  /** The worst event-loop delay p99 of the threads, ms. */
  loopDelayP99: number;
}

class Share {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  lastEventAt = 0;
  private collected: ((c: Collected) => void) | undefined;

  constructor(
    input: WorkerInput,
    private readonly onComplete: (ids: string[]) => void,
  ) {
    this.worker = new Worker(BOOT, { eval: true, workerData: input });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'connected') resolve();
        else if (m.type === 'failed') reject(new Error(m.error));
        else if (m.type === 'progress') {
          this.lastEventAt = Math.max(this.lastEventAt, m.lastEventAt);
          this.onComplete(m.complete);
        } else this.collected?.(m);
      });
    });
  }

  collect() {
    return new Promise<Collected>((resolve) => {
      this.collected = resolve;
      this.worker.postMessage({ type: 'collect' });
    });
  }
}

export class FanoutSockets {
  private constructor(
    private readonly shares: Share[],
    private readonly sizes: number[],
    /** Per order id: how many threads' sockets have all heard it. */
    private readonly complete: Map<string, number>,
  ) {}

  /** Connects `sockets` kitchen sockets over as many threads as they need. */
  static async connect(base: string, token: string, sockets: number, client: FanoutClient) {
    const threads = Math.min(MAX_THREADS, Math.max(1, Math.ceil(sockets / SOCKETS_PER_THREAD)));
    const sizes = Array.from({ length: threads }, (_, i) => Math.floor((sockets + i) / threads));
    const complete = new Map<string, number>();
    const shares = sizes.map(
      (n) =>
        new Share({ base, token, sockets: n, client }, (ids) => {
          for (const id of ids) complete.set(id, (complete.get(id) ?? 0) + 1);
        }),
    );
    const group = new FanoutSockets(shares, sizes, complete);
    try {
      await Promise.all(shares.map((s) => s.ready));
    } catch (err) {
      await group.close();
      throw err;
    }
    return group;
  }

  get threads() {
    return this.shares.length;
  }

  /** The measured part starts: counters cleared, event-loop delay measured from now on in every thread. */
  reset() {
    for (const s of this.shares) s.worker.postMessage({ type: 'reset' });
  }

  /** Waits until every socket heard every one of `ids`, or nothing arrived for `graceMs`. */
  async waitHeard(ids: string[], graceMs: number) {
    const heardAll = () => ids.every((id) => this.complete.get(id) === this.shares.length);
    const quietFor = () =>
      performance.timeOrigin + performance.now() - Math.max(...this.shares.map((s) => s.lastEventAt));
    while (!heardAll() && quietFor() < graceMs) await sleep(50);
  }

  /** What every socket heard, with times on this thread's `performance.now()` clock. */
  async collect(): Promise<Heard> {
    const parts = await Promise.all(this.shares.map((s) => s.collect()));
    const n = this.sizes.reduce((a, b) => a + b, 0);
    const heard = new Map<string, Float64Array>();
    const reasons = new Map<string, { count: number; first: number }>();
    let offset = 0;
    for (const [i, part] of parts.entries()) {
      for (const [id, slots] of part.heard) {
        let all = heard.get(id);
        if (!all) heard.set(id, (all = new Float64Array(n).fill(NaN)));
        all.set(
          slots.map((at) => at - performance.timeOrigin),
          offset,
        );
      }
      for (const [reason, r] of part.reasons) {
        const was = reasons.get(reason);
        const first = r.first - performance.timeOrigin;
        reasons.set(reason, { count: (was?.count ?? 0) + r.count, first: Math.min(was?.first ?? first, first) });
      }
      offset += this.sizes[i];
    }
    const sum = (k: 'duplicates' | 'disconnects' | 'reconnectsWithoutRecovery') => parts.reduce((s, p) => s + p[k], 0);
    return {
      heard,
      duplicates: sum('duplicates'),
      disconnects: sum('disconnects'),
      reconnectsWithoutRecovery: sum('reconnectsWithoutRecovery'),
      reasons,
      loopDelayP99: Math.max(...parts.map((p) => p.loopDelayP99)),
    };
  }

  async close() {
    for (const s of this.shares) s.worker.postMessage({ type: 'close' });
    await Promise.all(
      this.shares.map((s) =>
        Promise.race([new Promise((r) => s.worker.once('exit', r)), sleep(5000).then(() => s.worker.terminate())]),
      ),
    );
  }
}
