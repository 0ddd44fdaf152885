import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from '../support/server-process';
import { DEMO_DATA_ENV, E2E_DATA_ROOT } from './global-setup';

export { expect };

/** The server this worker's tests run against: its address and its DATA_DIR (embedded database, mail outbox). */
export interface E2EServer {
  url: string;
  dataDir: string;
}

interface WorkerServer extends E2EServer {
  /** Set when one of the worker's tests failed: its data folder is kept, with the server's log. */
  failed: boolean;
  /** Stops the server process (as a deploy or a power cut at the server would): nothing answers at its address. */
  takeAway(): Promise<void>;
  /** Kills the server process at once (SIGKILL): nothing it had not committed is kept. */
  crash(): Promise<void>;
  /** Starts it again on the same address and data. */
  bringBack(): Promise<void>;
}

/**
 * Every spec takes `test` from here: each Playwright worker starts its own server, on a free port and its own copy of
 * the demo data (made once per run by global-setup.ts), and its tests run against it (`baseURL`, so `page` and
 * `request` go there). No two workers share data, and no server outlives its worker.
 */
export const test = base.extend<{ _keepDataOfFailures: void; _pageTroubles: void }, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const demoData = process.env[DEMO_DATA_ENV];
      if (!demoData) throw new Error(`${DEMO_DATA_ENV} is not set: tests/e2e/global-setup.ts makes the demo data`);
      const dataDir = await mkdtemp(path.join(E2E_DATA_ROOT, `e2e-w${workerInfo.parallelIndex}-`));
      await cp(demoData, dataDir, { recursive: true });
      const options: ServerProcessOptions = {
        dataDir,
        seed: 'demo',
        webDir: path.resolve(E2E_DATA_ROOT, '..', process.env.E2E_WEB_DIR ?? 'dist'),
        logFile: path.join(dataDir, 'server.log'),
        env: {
          // Every browser test signs in from 127.0.0.1: a worker's tests pass 30 sign-ins a minute, the production
          // default per address. The limit itself is tested by the server's tests (auth/rate-limit.test.ts).
          LOGIN_RATE_PER_IP: '1000',
          // Likewise placements: the live tests place up to 3 a second (orders/placement-rate.test.ts tests the limit).
          PLACEMENT_RATE_PER_IP: '1000',
        },
      };
      let server: ServerProcess | undefined = await startServerProcess(options);
      const port = Number(new URL(server.url).port);
      const worker: WorkerServer = {
        url: server.url,
        dataDir,
        failed: false,
        takeAway: async () => {
          await server?.stop();
          server = undefined;
        },
        crash: async () => {
          await server?.kill();
          server = undefined;
        },
        bringBack: async () => {
          server ??= await startServerProcess({ ...options, port });
        },
      };
      try {
        await use(worker);
      } finally {
        await server?.stop();
        if (!worker.failed) await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  _keepDataOfFailures: [
    async ({ server }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) server.failed = true;
      // A test that took the server away and failed before bringing it back leaves it running for the next.
      await server.bringBack();
    },
    { auto: true },
  ],
  // What went wrong inside the page (script errors, console errors, requests that failed) is printed with a failed
  // test, so a failure seen only once (in CI) can be understood from its log.
  _pageTroubles: [
    async ({ page }, use, testInfo) => {
      const troubles: string[] = [];
      const at = () => `${(performance.now() / 1000).toFixed(1)} s`;
      page.on('pageerror', (e) => troubles.push(`${at()} page error: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && troubles.push(`${at()} console: ${m.text()}`));
      page.on('requestfailed', (r) => troubles.push(`${at()} ${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
      await use();
      if (testInfo.status !== testInfo.expectedStatus && troubles.length > 0) {
        console.error(`In the page during "${testInfo.title}":\n  ${troubles.join('\n  ')}`);
        await testInfo.attach('page-troubles', { body: troubles.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export const LOGINS = {
  admin: { email: 'admin@example.com', password: 'demo-admin-pass' },
  bistro: { email: 'bistro@example.com', password: 'demo-kitchen-pass' },
  waiter: { email: 'waiter@example.com', password: 'demo-waiter-pass' },
  harbour: { email: 'harbour@example.com', password: 'demo-harbour-pass' },
} as const;

export const passwordInput = (page: Page | Locator) => page.getByRole('textbox', { name: 'Password' });

export async function loginAsAdmin(page: Page, who: { email: string; password: string } = LOGINS.admin) {
  await page.goto('/');
  await page.getByLabel('Username').fill(who.email);
  await passwordInput(page).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in at /restaurant-login and waits for the landing page (the orders dashboard; a waiter's phone lands elsewhere). */
export async function loginAsStaff(
  page: Page,
  who: { email: string; password: string } = LOGINS.bistro,
  landing: RegExp = /\/orders-dashboard\?/,
) {
  await page.goto('/restaurant-login');
  await page.getByLabel('Username').fill(who.email);
  await passwordInput(page).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(landing);
}

/** A token straight from the API, for setting up data. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string } = LOGINS.admin) {
  const res = await request.post('/api/admin/authenticate', { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The newest mail the server wrote to its outbox for this address (no SMTP in tests). */
export async function lastMailTo(server: E2EServer, address: string): Promise<string> {
  const dir = path.join(server.dataDir, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.includes(address)).sort();
  expect(files.length, `a mail to ${address} in ${dir}`).toBeGreaterThan(0);
  return readFile(path.join(dir, files[files.length - 1]), 'utf8');
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Screenshots of the page at the two desktop sizes the screens are looked at in (1440×900, 1280×800). */
export async function shootDesktop(page: Page, file: (width: number, height: number) => string, fullPage = false) {
  for (const [w, h] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: file(w, h), fullPage });
  }
}
