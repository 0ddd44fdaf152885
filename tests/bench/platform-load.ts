/**
 * The platform bench's orders: open loop at a steady rate, spread over the restaurants in turn, through the balancer.
 * A placement that fails for want of a node (no answer, 502/503/504) is tried again with the same Idempotency-Key, as
 * a customer's app would: the server answers the first attempt's order if that one was placed.
 */
import type { Order } from '../../src/contract/orders/schemas';
import { placeOrder } from './api';
import type { Kitchen } from './platform-setup';
import { sleep } from './stats';

/** Retries 500 ms apart, doubling up to 5 s: about 50 s in all, past the server's 30 s idempotency lease. */
const RETRIES = 14;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5000;
/**
 * No answer or no node (0, 502–504), and 409: the key is still claimed by an attempt that a node was running when it
 * died; the server lets a retry take the key over once that claim's lease (IDEMPOTENCY_LEASE_MS) has run out.
 */
const retryable = (status: number, error = '') =>
  status === 0 || (status >= 502 && status <= 504) || (status === 409 && error.includes('still being processed'));

export interface Placed {
  kitchen: number;
  sent: number;
  done: number;
  order?: Order;
  /** Attempts that failed before the last one (the last one placed it, or gave up). */
  failedAttempts: string[];
  error?: string;
}

export interface LoadOptions {
  url: string;
  kitchens: Kitchen[];
  bodies: ((comment: string) => unknown)[];
  rate: number;
  seconds: number;
  firstCustomer: number;
  /** Called once, when this many seconds of the run have passed (the node kill). */
  at?: { seconds: number; run: () => void };
}

async function placeWithRetries(url: string, body: unknown, customer: number) {
  const key = crypto.randomUUID();
  const failed: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const r = await placeOrder(url, body, customer, key);
    if (r.order || !retryable(r.status, r.error) || attempt === RETRIES) return { ...r, failed };
    failed.push(`${r.status} ${r.error ?? ''}`.trim());
    await sleep(Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS));
  }
}

export async function placeOrders(o: LoadOptions): Promise<{ placed: Placed[]; lastSentAt: number; start: number }> {
  const total = Math.round(o.rate * o.seconds);
  const placements: Promise<Placed>[] = [];
  const start = performance.now() + 20;
  let fired = false;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / o.rate;
    if (o.at && !fired && due - start >= o.at.seconds * 1000) {
      fired = true;
      o.at.run();
    }
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const kitchen = i % o.kitchens.length;
    const body = o.bodies[kitchen](`platform bench #${i + 1}`);
    const sent = performance.now();
    placements.push(
      placeWithRetries(o.url, body, o.firstCustomer + i).then((r) => ({
        kitchen,
        sent,
        done: performance.now(),
        order: r.order,
        failedAttempts: r.failed,
        error: r.order ? undefined : `${r.status} ${r.error ?? ''}`,
      })),
    );
  }
  const lastSentAt = performance.now();
  return { placed: await Promise.all(placements), lastSentAt, start };
}
