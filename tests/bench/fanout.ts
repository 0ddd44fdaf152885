/**
 * Live fan-out: N kitchen sockets of Demo Bistro, M orders placed through the API at a steady rate; for every
 * (order, socket) pair, the time from just before the placing request is sent until that socket hears the
 * matching `order.created`.
 */
import type { Order } from '../../src/contract/orders/schemas';
import { placeOrder, type Staff } from './api';
import { FanoutSockets, type FanoutClient } from './fanout-sockets';
import type { BenchServer } from './server';
import { listSome, loopDelayMonitor, loopDelayP99, sleep, summarize, type Summary } from './stats';

export interface FanoutOptions {
  server: BenchServer;
  staff: Staff;
  sockets: number;
  orders: number;
  /** Orders per second. */
  rate: number;
  body: (comment: string) => unknown;
  /** First customer number (each order comes from its own address). */
  firstCustomer: number;
  /** socket.io-client, or protocol-level clients that do not decode every event (light-socket.ts). */
  client: FanoutClient;
}

export type { FanoutClient };

export interface FanoutResult {
  sockets: number;
  client: FanoutClient;
  orders: number;
  rate: number;
  achievedRate: number;
  connectMs: number;
  rss: { before: number | null; connected: number | null; after: number | null };
  /** Server CPU during the orders (% of one core), time it waited for a CPU, and CPU per placed order. */
  server: { cpuPercent: number; waitPercent: number; cpuMsPerOrder: number } | null;
  clientCpuPercent: number;
  /** The worst event-loop delay p99 of the client's threads, ms: the main one (placements) and the sockets' ones. */
  clientLoopDelayP99: number;
  clientThreads: { mainLoopDelayP99: number; socketThreads: number; socketLoopDelayP99: number };
  placementFailures: string[];
  http: Summary;
  delivery: Summary;
  /** Per order: from the first to the last socket hearing it. */
  spread: Summary;
  expected: number;
  received: number;
  lost: number;
  lostDetail: string[];
  duplicates: number;
  unexpected: number;
  disconnects: number;
  /** Why sockets dropped during the orders, and when the first of each kind did. */
  disconnectReasons: string[];
  /** Reconnections where the server could not replay what was missed (connection state recovery failed). */
  reconnectsWithoutRecovery: number;
  /** Every order placed (warm-up included), to clear them off the kitchen afterwards. */
  orderIds: string[];
}

type Placed = { i: number; sent: number; done: number; order: Order };

/** Latency of every (order, socket) pair, the spread of each order over the sockets, and what was never heard. */
function deliveries(placed: Placed[], heard: Map<string, Float64Array>, n: number) {
  const delivery: number[] = [];
  const spread: number[] = [];
  const lostDetail: string[] = [];
  for (const p of placed) {
    const slots = heard.get(p.order._id);
    const missing: number[] = [];
    let first = Infinity;
    let last = -Infinity;
    for (let k = 0; k < n; k++) {
      const at = slots ? slots[k] : NaN;
      if (Number.isNaN(at)) missing.push(k + 1);
      else {
        delivery.push(at - p.sent);
        first = Math.min(first, at);
        last = Math.max(last, at);
      }
    }
    if (missing.length)
      lostDetail.push(
        `${p.order.refNo} (${p.order._id}) not heard by ${missing.length} socket(s): #${listSome(missing.map(String), 15)}`,
      );
    if (missing.length < n) spread.push(last - first);
  }
  return { delivery, spread, lostDetail };
}

export async function runFanout(o: FanoutOptions): Promise<FanoutResult> {
  const base = o.server.url;
  const rssBefore = o.server.rssMiB();
  const connectStart = performance.now();
  const sockets = await FanoutSockets.connect(base, o.staff.token, o.sockets, o.client);
  try {
    const connectMs = performance.now() - connectStart;
    await sleep(1000);
    const rssConnected = o.server.rssMiB();
    const orderIds: string[] = [];
    let customer = o.firstCustomer;

    // Warm-up (not measured): a few orders, heard everywhere, so the figures are not the first-call costs.
    const warm = await Promise.all([0, 1, 2].map(() => placeOrder(base, o.body('bench warm-up'), customer++)));
    for (const w of warm) if (w.order) orderIds.push(w.order._id);
    await sockets.waitHeard(orderIds, 10_000);
    const warmIds = new Set(orderIds);
    sockets.reset();

    const loop = loopDelayMonitor();
    loop.enable();
    const cpuClient = process.cpuUsage();
    const schedBefore = o.server.sched();
    const wallStart = performance.now();

    // Open loop: order i is sent at start + i/rate, whatever the earlier ones are doing.
    const placements: Promise<Omit<Placed, 'order'> & Awaited<ReturnType<typeof placeOrder>>>[] = [];
    const start = performance.now() + 20;
    for (let i = 0; i < o.orders; i++) {
      const wait = start + (i * 1000) / o.rate - performance.now();
      if (wait > 0) await sleep(wait);
      const body = o.body(`bench ${o.sockets} sockets #${i + 1}`);
      const sent = performance.now();
      placements.push(placeOrder(base, body, customer++).then((r) => ({ ...r, i, sent, done: performance.now() })));
    }
    const lastSent = performance.now();
    const placed = await Promise.all(placements);
    const ok = placed.filter((p): p is Placed & typeof p => !!p.order);
    orderIds.push(...ok.map((p) => p.order._id));
    await sockets.waitHeard(
      ok.map((p) => p.order._id),
      5_000,
    );
    loop.disable();
    const t = await sockets.collect();
    const wall = performance.now() - wallStart;
    const cpu = process.cpuUsage(cpuClient);
    const schedAfter = o.server.sched();

    const { delivery, spread, lostDetail } = deliveries(ok, t.heard, o.sockets);
    const placedIds = new Set(ok.map((p) => p.order._id));
    const expected = ok.length * o.sockets;
    return {
      sockets: o.sockets,
      client: o.client,
      orders: o.orders,
      rate: o.rate,
      achievedRate: o.orders > 1 ? ((o.orders - 1) * 1000) / (lastSent - start) : o.rate,
      connectMs,
      rss: { before: rssBefore, connected: rssConnected, after: o.server.rssMiB() },
      server:
        schedBefore && schedAfter
          ? {
              cpuPercent: ((schedAfter.cpu - schedBefore.cpu) * 100_000) / wall,
              waitPercent: ((schedAfter.wait - schedBefore.wait) * 100_000) / wall,
              cpuMsPerOrder: ((schedAfter.cpu - schedBefore.cpu) * 1000) / Math.max(1, ok.length),
            }
          : null,
      clientCpuPercent: ((cpu.user + cpu.system) / 1000 / wall) * 100,
      clientLoopDelayP99: Math.max(loopDelayP99(loop), t.loopDelayP99),
      clientThreads: {
        mainLoopDelayP99: loopDelayP99(loop),
        socketThreads: sockets.threads,
        socketLoopDelayP99: t.loopDelayP99,
      },
      placementFailures: placed.filter((p) => !p.order).map((p) => `#${p.i + 1}: ${p.status} ${p.error ?? ''}`),
      http: summarize(ok.map((p) => p.done - p.sent)),
      delivery: summarize(delivery),
      spread: summarize(spread),
      expected,
      received: delivery.length,
      lost: expected - delivery.length,
      lostDetail,
      duplicates: t.duplicates,
      unexpected: [...t.heard.keys()].filter((id) => !placedIds.has(id) && !warmIds.has(id)).length,
      disconnects: t.disconnects,
      disconnectReasons: [...t.reasons].map(
        ([reason, r]) => `${r.count}× ${reason} (first at +${((r.first - wallStart) / 1000).toFixed(1)} s)`,
      ),
      reconnectsWithoutRecovery: t.reconnectsWithoutRecovery,
      orderIds,
    };
  } finally {
    await sockets.close();
  }
}
