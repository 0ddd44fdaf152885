/**
 * Offline drain in Chromium: the kitchen dashboard is cut off (as `goOffline` in tests/e2e/kitchen-support.ts
 * does), 100 Accept actions wait in the app's own IndexedDB queue (written with the record shape of
 * `enqueueAction`), the page reloads offline, then the connection returns and we time the drain.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { Order } from '../../src/contract/orders/schemas';
import type { QueuedAction } from '../../src/web/lib/offline/store';
import { goOffline, goOnline } from '../e2e/kitchen-support';
import { chromiumLaunch } from '../support/chromium';
import { orderNow, placeOrder, type Staff } from './api';
import { sqlCount } from './placement';
import {
  ACCEPT_PATH,
  pageMetrics,
  pollPage,
  countRenders,
  readRenders,
  signIn,
  watchAccepts,
  writeQueue,
  type PageBusy,
} from './drain-page';
import type { BenchServer } from './server';
import { sleep, summarize, type Summary } from './stats';

const DRAIN_TIMEOUT_MS = 240_000;

export interface DrainOptions {
  server: BenchServer;
  staff: Staff;
  actions: number;
  body: (comment: string) => unknown;
  firstCustomer: number;
  log: (line: string) => void;
  /** Write a CPU profile of the page during the drain to this file (.cpuprofile, opens in Chrome DevTools). */
  profile?: string;
  /** Write a performance trace of the page during the drain to this file (.json: style, layout, paint, scripts; DevTools). */
  trace?: string;
}

export interface DrainResult {
  actions: number;
  bannerOffline: string;
  /** Accept requests the page tried while cut off (blocked before they reached the server). */
  offlineAttempts: number;
  markersOffline: number;
  /** From "connection back" to the first accept request leaving the page. */
  firstRequestMs: number;
  /** From "connection back" until the IndexedDB queue is empty. */
  queueEmptyMs: number;
  /** From "connection back" until the last order was confirmed on the server (its acceptedAt, read through the API). */
  serverConfirmedMs: number;
  /** From "connection back" until no card shows "waiting to sync". */
  uiSettledMs: number;
  ratePerSec: number;
  confirmedV2: number;
  problems: string[];
  /** How long each accept request took, page to answer. */
  requestMs: Summary;
  /** The longest time the drain sat between one answer and the next request (after the n-th request). */
  longestPause: { ms: number; after: number };
  consoleErrors: string[];
  /** The page's main thread during the drain, in ms (Chrome's Performance metrics). */
  pageBusy: PageBusy;
  /**
   * What the server spent on the drain, per queued action, from the connection's return until the queue was empty and
   * no card waited (its refetches and sockets included): CPU over all its threads, time waiting for a CPU, and SQL.
   */
  server: { cpuMsPerAction: number; waitPercent: number } | null;
  sql: { statementsPerAction: number; transactionsPerAction: number } | null;
  /** React commits of the page during the drain, and order cards rendered in them. */
  renders: { commits: number; cards: number };
  /** What the screen said when half the queue had drained (IndexedDB count vs cards and banner). */
  halfway: { queued: number; markers: number; bannerWaiting: number } | null;
  /** "Order accepted" notices on screen right after the drain. */
  toastsAtEnd: number;
  /** Accept actions sent, in how many HTTP requests (a batch carries several), and how each was answered. */
  requests: { sent: number; httpRequests: number; applied: number; replayed: number; refused: number };
  pageErrors: string[];
  pass: boolean;
}

async function placeDrainOrders(o: DrainOptions): Promise<Order[]> {
  const orders: Order[] = [];
  for (let i = 0; i < o.actions; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, o.actions - i) }, (_, j) =>
        placeOrder(o.server.url, o.body(`bench drain #${i + j + 1}`), o.firstCustomer + i + j),
      ),
    );
    for (const p of batch)
      if (!p.order) throw new Error(`Placing an order for the drain failed: ${p.status} ${p.error}`);
    orders.push(...batch.map((p) => p.order!));
  }
  return orders;
}

/** Every order confirmed exactly once, read through the API (placed = version 1, accepted once = version 2). */
async function verifyOnServer(o: DrainOptions, orders: Order[]) {
  const problems: string[] = [];
  let confirmedV2 = 0;
  let lastAccepted = 0;
  for (const order of orders) {
    const got = await orderNow(o.server.url, o.staff, order);
    if (!got) problems.push(`${order.refNo} was not found on the server`);
    else if (got.status !== 'confirmed')
      problems.push(`${order.refNo} is ${got.status} on the server, not confirmed (action lost)`);
    else if (got.version !== 2)
      problems.push(`${order.refNo} has version ${got.version}, expected 2 (applied ${got.version - 1} times)`);
    else confirmedV2++;
    if (got?.acceptedAt) lastAccepted = Math.max(lastAccepted, Date.parse(got.acceptedAt));
  }
  return { problems, confirmedV2, lastAccepted };
}

/** Request durations, and the longest wait between an answer and the next request. */
function analyseTimeline(timeline: { sent: number; done?: number }[]) {
  const sorted = [...timeline].sort((a, b) => a.sent - b.sent);
  let longestPause = { ms: 0, after: 0 };
  sorted.forEach((t, i) => {
    const next = sorted[i + 1];
    if (next && t.done !== undefined && next.sent - t.done > longestPause.ms)
      longestPause = { ms: next.sent - t.done, after: i + 1 };
  });
  return {
    requestMs: summarize(sorted.filter((t) => t.done !== undefined).map((t) => t.done! - t.sent)),
    longestPause,
    unanswered: sorted.filter((t) => t.done === undefined).length,
  };
}

export async function runDrain(o: DrainOptions): Promise<DrainResult> {
  const orders = await placeDrainOrders(o);
  o.log(`  placed ${orders.length} pending orders for the drain`);

  const browser = await chromium.launch(chromiumLaunch());
  try {
    const context = await browser.newContext({ baseURL: o.server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const consoleErrors: string[] = [];
    page.on(
      'console',
      (m) =>
        (m.type() === 'error' || m.type() === 'warning') &&
        consoleErrors.push(`${m.type()}: ${m.text().slice(0, 200)}`),
    );
    const accepts = watchAccepts(context);
    await countRenders(context);

    await signIn(page);
    await page.getByTestId(`order-${orders[orders.length - 1].refNo}`).waitFor({ timeout: 60_000 });
    // The service worker must control the page, so the offline reload below opens the app shell.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
    o.log('  dashboard open with the orders, service worker in control');

    await goOffline(context, page);
    const now = Date.now();
    const actions: QueuedAction[] = orders.map((order, i) => ({
      id: crypto.randomUUID(),
      createdAt: now + i,
      restaurantId: o.staff.restaurantId,
      method: 'PUT',
      path: ACCEPT_PATH,
      body: { id: order._id, orderid: order.id },
      label: `Accept ${order.refNo}`,
      orderId: order._id,
      target: 'confirmed',
      attempts: 0,
    }));
    await writeQueue(page, actions);
    await page.reload();
    const banner = page.getByTestId('connection-banner');
    await banner.getByText(`${o.actions} actions waiting to sync`).waitFor({ timeout: 60_000 });
    const bannerOffline = (await banner.innerText()).replace(/\s+/g, ' ').trim();
    await page
      .getByTestId('waiting-to-sync')
      .nth(o.actions - 1)
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    const offline = await pollPage(page);
    o.log(
      `  offline after reload: ${offline.queued} queued, ${offline.markers} cards waiting to sync; banner: "${bannerOffline}"`,
    );
    const reached = accepts.applied + accepts.replayed + accepts.refused;
    if (reached) throw new Error(`${reached} accept request(s) reached the server while the page was cut off`);
    const offlineAttempts = accepts.sent;
    accepts.restart();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metricsBefore = await pageMetrics(cdp);
    const rendersBefore = await readRenders(page);
    if (o.profile) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    if (o.trace)
      await browser.startTracing(page, {
        path: o.trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
      });
    const sqlBefore = await sqlCount(o.server.url);
    const schedBefore = o.server.sched();
    const wallOnline = Date.now();
    const online = performance.now();
    await goOnline(context);
    let queueEmptyMs = NaN;
    let uiSettledMs = NaN;
    let halfway: DrainResult['halfway'] = null;
    for (let tick = online; performance.now() - online < DRAIN_TIMEOUT_MS; tick += 50) {
      const seen = await pollPage(page);
      const at = performance.now() - online;
      if (seen.queued === 0 && Number.isNaN(queueEmptyMs)) queueEmptyMs = at;
      if (!halfway && seen.queued <= o.actions / 2) halfway = seen;
      if (seen.markers === 0 && Number.isNaN(uiSettledMs)) uiSettledMs = at;
      if (!Number.isNaN(queueEmptyMs) && !Number.isNaN(uiSettledMs)) break;
      await sleep(Math.max(0, tick + 50 - performance.now()));
    }
    const drainMs = performance.now() - online;
    const schedAfter = o.server.sched();
    const sqlAfter = await sqlCount(o.server.url);
    const metricsAfter = await pageMetrics(cdp);
    const rendersAfter = await readRenders(page);
    if (o.trace) {
      await browser.stopTracing();
      o.log(`  performance trace of the page during the drain: ${o.trace}`);
    }
    if (o.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(o.profile, JSON.stringify(profile));
      o.log(`  CPU profile of the page during the drain: ${o.profile}`);
    }
    const pageBusy = Object.fromEntries(
      Object.entries(metricsAfter).map(([k, v]) => [k, (v - (metricsBefore[k] ?? 0)) * 1000]),
    ) as PageBusy;
    const toastsAtEnd = await page.getByText('Order accepted', { exact: true }).count();
    const left = await pollPage(page);

    const server = await verifyOnServer(o, orders);
    const timeline = analyseTimeline([...accepts.timeline.values()]);
    const problems = [...server.problems];
    for (const [key, n] of accepts.perKey) if (n > 1) problems.push(`action ${key} was applied ${n} times`);
    if (accepts.applied !== orders.length)
      problems.push(`${accepts.applied} accept requests were applied by the server, expected ${orders.length}`);
    problems.push(...accepts.refusedDetail.map((d) => `refused: ${d}`));
    if (timeline.unanswered) problems.push(`${timeline.unanswered} accept request(s) never got an answer`);
    if (Number.isNaN(queueEmptyMs)) problems.push(`the queue did not empty within ${DRAIN_TIMEOUT_MS / 1000} s`);
    if (left.queued) problems.push(`${left.queued} action(s) still queued`);

    await context.close();
    return {
      actions: orders.length,
      bannerOffline,
      offlineAttempts,
      markersOffline: offline.markers,
      firstRequestMs: accepts.firstAt - online,
      queueEmptyMs,
      serverConfirmedMs: server.lastAccepted ? server.lastAccepted - wallOnline : NaN,
      uiSettledMs,
      ratePerSec: (orders.length * 1000) / queueEmptyMs,
      confirmedV2: server.confirmedV2,
      problems,
      requestMs: timeline.requestMs,
      longestPause: timeline.longestPause,
      consoleErrors,
      pageBusy,
      server:
        schedBefore && schedAfter
          ? {
              cpuMsPerAction: ((schedAfter.cpu - schedBefore.cpu) * 1000) / orders.length,
              waitPercent: ((schedAfter.wait - schedBefore.wait) * 100_000) / drainMs,
            }
          : null,
      // The second reading's own `select 1` is not the drain's.
      sql:
        sqlBefore && sqlAfter
          ? {
              statementsPerAction: (sqlAfter.statements - sqlBefore.statements - 1) / orders.length,
              transactionsPerAction: (sqlAfter.transactions - sqlBefore.transactions) / orders.length,
            }
          : null,
      renders: {
        commits: rendersAfter.commits - rendersBefore.commits,
        cards: rendersAfter.cards - rendersBefore.cards,
      },
      halfway,
      toastsAtEnd,
      requests: {
        sent: accepts.sent,
        httpRequests: accepts.requests,
        applied: accepts.applied,
        replayed: accepts.replayed,
        refused: accepts.refused,
      },
      pageErrors,
      pass: problems.length === 0,
    };
  } finally {
    await browser.close();
  }
}
