/**
 * The menu page with 1,000 products on a tablet ("the page stays responsive while scrolling and filtering it
 * on a tablet"): Chromium at 1024×768 with its CPU slowed 4× (a mid-range tablet), Demo Bistro's menu filled up to
 * 1,000 products through the API. Measured in the page:
 *   - opening 'All': from the click until the table with every product is painted (its title counts them; the rows
 *     come in the same render);
 *   - filtering: typing a product's name into the filter, one key at a time; the slowest key from the key press to
 *     the next frame (Event Timing API, what INP reports), and from the first key until the table shows the match;
 *   - scrolling the whole list: frame intervals while the page scrolls to its end.
 * Part of `npm run bench` (`--skip-menu` leaves it out).
 */
import { chromium, type Page } from '@playwright/test';
import { signIn } from './drain-page';
import { chromiumLaunch } from '../support/chromium';
import type { Staff } from './api';
import type { BenchServer } from './server';
import { summarize, type Summary } from './stats';

const PRODUCTS = 1000;
const CPU_SLOWDOWN = 4;
type Log = (line?: string) => void;

export interface MenuPageResult {
  products: number;
  openAllMs: number;
  rowsShown: number;
  filterKeys: number;
  /** Slowest key press → next paint (ms). */
  worstKeyMs: number;
  filterSettledMs: number;
  frames: Summary;
  longFrames: number;
}

async function api<T>(base: string, staff: Staff, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${staff.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Fills Demo Bistro's menu up to `PRODUCTS` products, in one extra category, 4 requests at a time. */
async function fillMenu(base: string, staff: Staff) {
  const r = staff.restaurantId;
  const have = (await api<{ meta: { total: number } }>(base, staff, 'GET', `/menu/web/fetch?restaurant=${r}&size=1`))
    .meta.total;
  if (have >= PRODUCTS) return;
  const category = (
    await api<{ data: { _id: string } }>(base, staff, 'POST', '/menu/category/add', {
      restaurant: r,
      category: 'Bench dishes',
    })
  ).data._id;
  const todo = Array.from({ length: PRODUCTS - have }, (_, i) => i + 1);
  const worker = async () => {
    for (let i = todo.shift(); i !== undefined; i = todo.shift())
      await api(base, staff, 'POST', '/menu/add', {
        restaurant: r,
        category,
        name: `Bench dish ${i}`,
        description: `A dish of the day, number ${i}, with a side of seasonal greens`,
        price: 50 + (i % 90),
      });
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

const rowCount = (page: Page) => page.locator('table tbody tr').count();

export async function runMenuPage(o: { server: BenchServer; staff: Staff; log: Log }): Promise<MenuPageResult> {
  const t0 = performance.now();
  await fillMenu(o.server.url, o.staff);
  o.log(`  menu filled to ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch(chromiumLaunch());
  try {
    const context = await browser.newContext({
      baseURL: o.server.url,
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/menu?id=${o.staff.restaurantId}&name=Demo%20Bistro`);
    await page.getByRole('table', { name: 'Products' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Opening 'All': every product's row in the table.
    const clicked = performance.now();
    await page.getByText('All', { exact: true }).first().click();
    await page.getByText(`All products · ${PRODUCTS}`).waitFor({ timeout: 60_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const openAllMs = performance.now() - clicked;
    const rowsShown = await rowCount(page);
    o.log(`  'All' shown after ${openAllMs.toFixed(0)} ms (${rowsShown} rows in the DOM)`);

    // Filtering, one key at a time, as a person types.
    await page.evaluate(() => {
      const w = window as unknown as { __events: number[] };
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.name === 'keydown' || e.name === 'keyup' || e.name === 'input' || e.name === 'keypress')
            w.__events.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    const needle = 'Bench dish 777';
    const filter = page.getByRole('textbox', { name: 'Filter products by name' });
    await filter.click();
    const typed = performance.now();
    await filter.pressSequentially(needle, { delay: 120, timeout: 180_000 });
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1, null, {
      timeout: 30_000,
    });
    const filterSettledMs = performance.now() - typed;
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => (window as unknown as { __events: number[] }).__events);
    const worstKeyMs = events.length ? Math.max(...events) : 16;
    o.log(`  filter: slowest key ${worstKeyMs.toFixed(0)} ms, match alone after ${filterSettledMs.toFixed(0)} ms`);

    // Scrolling the whole list back from the top to the end.
    await filter.fill('');
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length > 1, null, { timeout: 60_000 });
    await page.bringToFront();
    const scrolled = await page.evaluate(async () => {
      window.scrollTo(0, 0);
      const gaps: number[] = [];
      let last = performance.now();
      const began = last;
      // (no named functions in here: the bench runs through tsx, whose helpers do not exist in the page)
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2 && last - began < 60_000) {
        window.scrollBy(0, 120);
        // A page the browser stops painting (hidden, or a stalled compositor) gets no frame: a stall counts as one.
        await new Promise((r) => {
          requestAnimationFrame(r);
          setTimeout(r, 1_000);
        });
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      return {
        gaps,
        y: window.scrollY + window.innerHeight,
        height: document.documentElement.scrollHeight,
        rows: document.querySelectorAll('table tbody tr').length,
      };
    });
    const frames = scrolled.gaps;
    o.log(
      `  scrolled to ${scrolled.y.toFixed(0)} of ${scrolled.height} px in ${frames.length} frames (${scrolled.rows} rows in the DOM at the end)`,
    );
    return {
      products: PRODUCTS,
      openAllMs,
      rowsShown,
      filterKeys: needle.length,
      worstKeyMs,
      filterSettledMs,
      frames: summarize(frames),
      longFrames: frames.filter((f) => f > 50).length,
    };
  } finally {
    await browser.close();
  }
}

const ms = (v: number) => `${v.toFixed(0)} ms`;

export function printMenuPage(r: MenuPageResult, log: Log) {
  log(
    `  open 'All' (${r.products} products): ${ms(r.openAllMs)} until the rows are shown (${r.rowsShown} rows in the DOM)`,
  );
  log(
    `  filter, ${r.filterKeys} keys typed: slowest key → next paint ${ms(r.worstKeyMs)}; the match alone in the table ${ms(r.filterSettledMs)} after the first key`,
  );
  log(
    `  scroll to the end: ${r.frames.count} frames, interval p50 ${ms(r.frames.p50)}, p95 ${ms(r.frames.p95)}, max ${ms(r.frames.max)}; frames over 50 ms: ${r.longFrames}`,
  );
}

export function menuPageMarkdown(r: MenuPageResult) {
  return [
    `### Menu page, ${r.products} products (Chromium 1024×768, CPU slowed ${CPU_SLOWDOWN}×)`,
    '',
    '| | |',
    '|---|---|',
    `| open 'All' → rows shown | ${ms(r.openAllMs)} |`,
    `| filter: slowest key → next paint | ${ms(r.worstKeyMs)} |`,
    `| filter: first key → only the match shown (${r.filterKeys} keys, 120 ms apart) | ${ms(r.filterSettledMs)} |`,
    `| scroll to the end: frame interval p50 / p95 / max | ${ms(r.frames.p50)} / ${ms(r.frames.p95)} / ${ms(r.frames.max)} |`,
    `| frames over 50 ms while scrolling | ${r.longFrames} of ${r.frames.count} |`,
  ].join('\n');
}
