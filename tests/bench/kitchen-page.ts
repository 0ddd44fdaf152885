/**
 * The kitchen on a cheap tablet (issue #38): Demo Bistro's kitchen dashboard in Chromium at 1024×768, signed in as
 * bistro@example.com, with 40 open orders (20 new, 20 in preparation), at CPU ×1 and slowed ×6 with CDP's
 * `Emulation.setCPUThrottlingRate` (a low-end Android tablet). For each rate, in a new browser profile that has opened
 * the kitchen once (signed in, its service worker ready: a warm cache), measured in the page:
 *   1. reload → first order card painted: from the reload's navigation start until the frame after the first card
 *      entered the DOM (a MutationObserver, then the next animation frame and a task after it); three reloads;
 *   2. new order → its card in the DOM: 20 orders placed through the API at 1/s; from the moment each place call is
 *      sent (Node's `Date.now()`) until a MutationObserver in the page saw its card (`Date.now()`, same clock);
 *   3. tap Accept → next paint: five taps on the Accept of the oldest new order, each read from the browser's Event
 *      Timing (the interaction's `duration`, what INP is made of); each confirmation is answered Yes, so the next tap
 *      is on another card. A tap that opens no confirmation (the "N new" banner's acknowledgement took it) is
 *      counted as such, and the next tap goes to the same card again;
 *   4. long tasks (`longtask` entries) while the 20 orders stream in: count and longest.
 * Part of `npm run bench` (`--skip-kitchen` leaves it out; `--trace-kitchen <file.json>` writes a performance trace of
 * the arrivals and taps at ×6; `--kitchen-renders` counts React commits and card renders, which adds work to each commit).
 */
import os from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { countRenders, readRenders, signIn } from './drain-page';
import { chromiumLaunch } from '../support/chromium';
import { actOnOrders, declineOrders, ordersOf, placeOrder, type Staff } from './api';
import { KITCHEN_GOALS, type KitchenPageResult, type KitchenRateResult, type KitchenTap } from './kitchen-report';
import type { BenchServer } from './server';
import { ms, secs, sleep, summarize } from './stats';

type Log = (line?: string) => void;

export const KITCHEN_RATES = [1, 6];
const OPEN_ORDERS = 40;
/** Of the open orders, how many are accepted (in preparation) before measuring; the rest wait for Accept. */
const IN_PREPARATION = 20;
const ARRIVALS = 20;
const ARRIVAL_EVERY_MS = 1000;
const RELOADS = 3;
const TAPS = 5;

const CARD = '[data-testid^="order-"][aria-label^="Order "]';

/**
 * The page's own measuring, installed before the app's scripts on every document: cards seen (by test id, Date.now()
 * as the server's placement clock is the same machine's), the first card's time and paint, long tasks and the
 * Event Timing entries. Given as text: the benchmark's compiler would wrap named functions in a helper the page lacks.
 */
const PAGE_SCRIPT = `(() => {
  const b = (window.__kitchenBench = { firstCard: null, firstCardPainted: null, seen: {}, painted: {}, longTasks: [], events: [] });
  const afterPaint = (f) =>
    requestAnimationFrame(() => {
      const c = new MessageChannel();
      c.port1.onmessage = f;
      c.port2.postMessage(null);
    });
  new MutationObserver((records) => {
    const fresh = [];
    const found = (el) => {
      const id = el.getAttribute('data-testid');
      if (id in b.seen) return;
      b.seen[id] = Date.now();
      fresh.push(id);
    };
    for (const r of records)
      for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        if (n.matches(${JSON.stringify(CARD)})) found(n);
        for (const el of n.querySelectorAll(${JSON.stringify(CARD)})) found(el);
      }
    if (!fresh.length) return;
    if (b.firstCard === null) b.firstCard = performance.now();
    afterPaint(() => {
      const at = Date.now();
      if (b.firstCardPainted === null) b.firstCardPainted = performance.now();
      for (const id of fresh) b.painted[id] ??= at;
    });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const t = e.target;
      const button = t && t.closest ? t.closest('button') : null;
      b.events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId || 0,
        target: button ? 'button ' + button.textContent.trim().slice(0, 20) : t ? t.nodeName.toLowerCase() : '(gone)',
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

const bench = (page: Page) =>
  page.evaluate(() => {
    const b = window.__kitchenBench!;
    return { ...b, seen: { ...b.seen }, painted: { ...b.painted } };
  });
const pageNow = (page: Page) => page.evaluate(() => performance.now());
const cardCount = (page: Page) => page.locator(CARD).count();

/** Every open order off the kitchen (completed or declined), then `OPEN_ORDERS` placed, the oldest accepted. */
async function setUpOrders(o: KitchenOptions, customer: number) {
  const base = o.server.url;
  const confirmed = await ordersOf(base, o.staff, 'confirmed');
  await actOnOrders(
    base,
    o.staff,
    'complete',
    confirmed.map((x) => x._id),
  );
  await declineOrders(
    base,
    o.staff,
    (await ordersOf(base, o.staff, 'pending')).map((x) => x._id),
  );
  const placed: { i: number; id: string }[] = [];
  const todo = Array.from({ length: OPEN_ORDERS }, (_, i) => i);
  const worker = async () => {
    for (let i = todo.shift(); i !== undefined; i = todo.shift()) {
      const r = await placeOrder(base, o.body(`kitchen bench open order ${i + 1}`), customer + i);
      if (!r.order) throw new Error(`placing an open order failed: ${r.status} ${r.error}`);
      placed.push({ i, id: r.order._id });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  placed.sort((a, b) => a.i - b.i);
  await actOnOrders(
    base,
    o.staff,
    'accept',
    placed.slice(0, IN_PREPARATION).map((p) => p.id),
  );
}

/** The dashboard shows `cards` cards, its live connection is up with the stream applied, and it has settled. */
async function dashboardReady(page: Page, restaurant: string, cards: number) {
  await page.waitForFunction(
    ({ selector, cards, restaurant }) =>
      document.querySelectorAll(selector).length >= cards &&
      (!window.__realtime || (window.__realtime.connected() && window.__realtime.lastSeq(restaurant) !== null)),
    { selector: CARD, cards, restaurant },
    { timeout: 120_000, polling: 250 },
  );
  await sleep(1500);
}

interface KitchenOptions {
  server: BenchServer;
  staff: Staff;
  body: (comment: string) => unknown;
  firstCustomer: number;
  log: Log;
  rates?: number[];
  /** Write a performance trace of the page (arrivals and taps at the slowest rate) to this file (.json; DevTools). */
  trace?: string;
  /** Count React commits and cards rendered (through React's devtools hook: adds work to each commit, off by default). */
  renders?: boolean;
}

async function measureAt(browser: Browser, o: KitchenOptions, rate: number, customer: number, pageErrors: string[]) {
  const t0 = performance.now();
  await setUpOrders(o, customer);
  customer += OPEN_ORDERS;
  const context = await browser.newContext({
    baseURL: o.server.url,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript({ content: PAGE_SCRIPT });
    if (o.renders) await countRenders(context);
    const page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(`×${rate}: ${err.message.slice(0, 200)}`));
    // The app opened once: signed in, the kitchen shown, every file cached (service worker and HTTP cache).
    await signIn(page);
    await dashboardReady(page, o.staff.restaurantId, OPEN_ORDERS);
    await page
      .getByText('Ready offline')
      .waitFor({ timeout: 60_000 })
      .catch(() => o.log('  (the kitchen did not say "Ready offline" within 60 s; measuring anyway)'));
    o.log(`  ×${rate}: ${OPEN_ORDERS} open orders on the kitchen (set up in ${secs(performance.now() - t0)})`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    // 1. Reload → first order card painted.
    const reloadMs: number[] = [];
    const reloadDomMs: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.__kitchenBench?.firstCardPainted != null, null, {
        timeout: 120_000,
        polling: 100,
      });
      const b = await bench(page);
      reloadMs.push(b.firstCardPainted!);
      reloadDomMs.push(b.firstCard!);
      await dashboardReady(page, o.staff.restaurantId, OPEN_ORDERS);
    }
    o.log(
      `    reload → first card painted: ${reloadMs.map((v) => ms(v)).join(', ')} (in the DOM ${reloadDomMs.map((v) => ms(v)).join(', ')})`,
    );

    // 2 and 4. Twenty new orders at 1/s: each card's arrival, and the page's long tasks meanwhile.
    const cardsBefore = await cardCount(page);
    const tracing = o.trace && rate === Math.max(...(o.rates ?? KITCHEN_RATES));
    if (tracing)
      await browser.startTracing(page, {
        path: o.trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
      });
    const rendersAtStart = await readRenders(page);
    const started = await pageNow(page);
    const sent: { at: number; refNo?: string; error?: string }[] = [];
    const began = Date.now();
    await Promise.all(
      Array.from({ length: ARRIVALS }, async (_, i) => {
        await sleep(began + i * ARRIVAL_EVERY_MS - Date.now());
        const at = Date.now();
        const r = await placeOrder(o.server.url, o.body(`kitchen bench arrival ${i + 1}`), customer + i);
        sent[i] = { at, refNo: r.order?.refNo, error: r.order ? undefined : `${r.status} ${r.error}` };
      }),
    );
    customer += ARRIVALS;
    const wanted = sent.filter((s) => s.refNo).map((s) => `order-${s.refNo}`);
    const until = Date.now() + 15_000;
    let b = await bench(page);
    while (Date.now() < until && wanted.some((id) => !(id in b.painted))) {
      await sleep(250);
      b = await bench(page);
    }
    await sleep(1000);
    const ended = await pageNow(page);
    const rendersAtEnd = await readRenders(page);
    b = await bench(page);
    const arrival: number[] = [];
    const arrivalPainted: number[] = [];
    for (const s of sent) {
      const id = `order-${s.refNo}`;
      if (s.refNo && id in b.seen) arrival.push(b.seen[id] - s.at);
      if (s.refNo && id in b.painted) arrivalPainted.push(b.painted[id] - s.at);
    }
    const tasks = b.longTasks.filter(([start]) => start >= started && start <= ended).map(([, d]) => d);
    const longTasks = {
      count: tasks.length,
      longest: tasks.length ? Math.max(...tasks) : 0,
      total: tasks.reduce((s, d) => s + d, 0),
      over200: tasks.filter((d) => d > KITCHEN_GOALS.longTaskMs).length,
      windowMs: ended - started,
    };
    const arrivalSummary = summarize(arrival);
    o.log(
      `    ${ARRIVALS} arrivals: place call → card in the DOM p50 ${ms(arrivalSummary.p50)}, p95 ${ms(arrivalSummary.p95)}, max ${ms(arrivalSummary.max)}; long tasks ${longTasks.count} in ${secs(longTasks.windowMs)}, longest ${ms(longTasks.longest)}`,
    );

    // 3. Five taps on Accept, each answered Yes.
    const taps: KitchenTap[] = [];
    const pending = page.locator('section[aria-label="Pending"]');
    const dialog = page.locator('dialog[open]');
    let card = '';
    let opened = true;
    for (let i = 0; i < TAPS; i++) {
      // After a tap that opened nothing, a cook taps the same card again.
      if (opened) card = (await pending.locator(CARD).first().getAttribute('data-testid'))!;
      const refNo = card.slice('order-'.length);
      const accept = pending.getByTestId(card).getByRole('button', { name: 'Accept', exact: true });
      await accept.scrollIntoViewIfNeeded();
      await sleep(500);
      const banner = await page.getByText(/new — tap anywhere to acknowledge/).isVisible();
      const mark = await pageNow(page);
      await accept.tap();
      opened = await dialog
        .getByText(`Accept order ${refNo}?`)
        .waitFor({ timeout: 3000 * rate })
        .then(
          () => true,
          () => false,
        );
      // The entries come after the next paint; give the page a moment to deliver them.
      await sleep(500);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
      const events = (await bench(page)).events.filter((e) => e.start >= mark && e.interactionId > 0);
      const worst = events.reduce<(typeof events)[number] | null>(
        (w, e) => (!w || e.duration > w.duration ? e : w),
        null,
      );
      taps.push({
        refNo,
        ms: worst?.duration ?? 0,
        inputDelay: worst ? worst.processingStart - worst.start : 0,
        processing: worst ? worst.processingEnd - worst.processingStart : 0,
        presentation: worst ? worst.start + worst.duration - worst.processingEnd : 0,
        events: events.map((e) => `${e.name} ${Math.round(e.duration)} (${e.target})`).join(', '),
        banner,
        opened,
      });
      if (opened) {
        await dialog.getByRole('button', { name: 'Yes' }).tap();
        await page
          .locator(`section[aria-label="Confirmed"] [data-testid="${card}"]`)
          .waitFor({ timeout: 30_000 })
          .catch(() => o.log(`    (${refNo} did not reach the Confirmed column within 30 s)`));
      }
      await sleep(1000);
    }
    const rendersAfterTaps = await readRenders(page);
    if (tracing) {
      await browser.stopTracing();
      o.log(`    performance trace of the arrivals and taps: ${o.trace}`);
    }
    const renders = o.renders
      ? {
          arrivals: {
            commits: rendersAtEnd.commits - rendersAtStart.commits,
            cards: rendersAtEnd.cards - rendersAtStart.cards,
          },
          taps: {
            commits: rendersAfterTaps.commits - rendersAtEnd.commits,
            cards: rendersAfterTaps.cards - rendersAtEnd.cards,
          },
        }
      : undefined;
    o.log(
      `    tap Accept → next paint: ${taps.map((t) => `${t.ms ? ms(t.ms) : '< 16 ms'}${t.opened ? '' : ' (no confirmation)'}`).join(', ')}`,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      customer,
      result: {
        rate,
        reloadMs,
        reloadDomMs,
        arrival: arrivalSummary,
        arrivalPainted: summarize(arrivalPainted),
        arrivalsMissing: ARRIVALS - arrival.length,
        placementFailures: sent.filter((s) => s.error).map((s) => s.error!),
        taps,
        longTasks,
        cardsBefore,
        renders,
      } satisfies KitchenRateResult,
    };
  } finally {
    await context.close();
  }
}

/** Places `OPEN_ORDERS + ARRIVALS` orders per rate, from customers numbered from `firstCustomer`. */
export async function runKitchenPage(o: KitchenOptions): Promise<KitchenPageResult & { customersUsed: number }> {
  const loadBefore = os.loadavg();
  const browser = await chromium.launch(chromiumLaunch());
  const rates: KitchenRateResult[] = [];
  const pageErrors: string[] = [];
  let customer = o.firstCustomer;
  try {
    for (const rate of o.rates ?? KITCHEN_RATES) {
      const r = await measureAt(browser, o, rate, customer, pageErrors);
      customer = r.customer;
      rates.push(r.result);
    }
  } finally {
    await browser.close();
  }
  // Leave no open orders behind for the rounds after this one.
  const base = o.server.url;
  await actOnOrders(
    base,
    o.staff,
    'complete',
    (await ordersOf(base, o.staff, 'confirmed')).map((x) => x._id),
  );
  await declineOrders(
    base,
    o.staff,
    (await ordersOf(base, o.staff, 'pending')).map((x) => x._id),
  );
  return {
    openOrders: OPEN_ORDERS,
    inPreparation: IN_PREPARATION,
    arrivals: ARRIVALS,
    rates,
    loadBefore,
    loadAfter: os.loadavg(),
    pageErrors,
    customersUsed: customer - o.firstCustomer,
  };
}
