/**
 * Offline-ready: how soon after a tablet's first visit the kitchen would survive a Wi-Fi drop. A new browser profile
 * (no service worker, empty caches) opens the sign-in page, signs in as the bistro's staff and lands on the kitchen;
 * timed from the first load's navigation start: the service worker controlling the page (its precache done: it
 * activates only after installing), and the kitchen's "Ready offline" state (every file the page loaded cached).
 */
import { chromium } from '@playwright/test';
import { signIn } from './drain-page';
import { chromiumLaunch } from '../support/chromium';
import type { BenchServer } from './server';
import { ms, summarize, type Summary } from './stats';

export interface OfflineReadyResult {
  visits: number;
  signedIn: Summary;
  /** The app asked the browser to register its service worker. */
  registered: Summary;
  controlled: Summary;
  readyOffline: Summary;
  /** Entries in the service worker's caches once ready (the precache and what was cached at first use). */
  cachedFiles: number;
}

declare global {
  interface Window {
    __controlledAt?: number;
    __registeredAt?: number;
  }
}

export async function runOfflineReady(o: { server: BenchServer; visits: number }): Promise<OfflineReadyResult> {
  const browser = await chromium.launch(chromiumLaunch());
  const signedIn: number[] = [];
  const registered: number[] = [];
  const controlled: number[] = [];
  const readyOffline: number[] = [];
  let cachedFiles = 0;
  try {
    for (let i = 0; i < o.visits; i++) {
      const context = await browser.newContext({
        baseURL: o.server.url,
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        serviceWorkers: 'allow',
      });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const sw = navigator.serviceWorker;
          if (!sw) return;
          sw.addEventListener('controllerchange', () => {
            window.__controlledAt ??= performance.now();
          });
          const register = sw.register.bind(sw);
          sw.register = (...args) => {
            window.__registeredAt ??= performance.now();
            return register(...args);
          };
        });
        // Sign-in is a client-side navigation: every time below is on the first load's clock.
        await signIn(page);
        signedIn.push(await page.evaluate(() => performance.now()));
        await page.getByText('Ready offline').waitFor({ timeout: 60_000 });
        readyOffline.push(await page.evaluate(() => performance.now()));
        controlled.push(await page.evaluate(() => window.__controlledAt ?? NaN));
        registered.push(await page.evaluate(() => window.__registeredAt ?? NaN));
        cachedFiles = await page.evaluate(async () => {
          let n = 0;
          for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
          return n;
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    visits: o.visits,
    signedIn: summarize(signedIn),
    registered: summarize(registered),
    controlled: summarize(controlled),
    readyOffline: summarize(readyOffline),
    cachedFiles,
  };
}

export function printOfflineReady(r: OfflineReadyResult, log: (line: string) => void) {
  const trio = (s: Summary) => `median ${ms(s.p50)}, max ${ms(s.max)}`;
  log(`  ${r.visits} first visits, each timed from the first load's navigation start:`);
  log(`    signed in, on the kitchen: ${trio(r.signedIn)}`);
  log(`    service worker registered by the app: ${trio(r.registered)}`);
  log(`    service worker installed (precache done) and controlling the page: ${trio(r.controlled)}`);
  log(`    kitchen shows "Ready offline": ${trio(r.readyOffline)}`);
  log(`    files in the worker's caches then: ${r.cachedFiles}`);
}

export function offlineReadyMarkdown(r: OfflineReadyResult): string {
  return [
    `### Offline-ready after a first visit (${r.visits} new browser profiles, median / max)`,
    '',
    '| from the first load to | |',
    '|---|---|',
    `| signed in, on the kitchen | ${ms(r.signedIn.p50)} / ${ms(r.signedIn.max)} |`,
    `| service worker controlling the page | ${ms(r.controlled.p50)} / ${ms(r.controlled.max)} |`,
    `| "Ready offline" on the kitchen | ${ms(r.readyOffline.p50)} / ${ms(r.readyOffline.max)} |`,
  ].join('\n');
}
