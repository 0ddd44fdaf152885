import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, FULL_BROWSER, HEADLESS_SHELL } from './tests/support/chromium';

/**
 * Browser tests drive Debian's Chromium against the built app served by the real server: each worker starts its own
 * server on a free port and a fresh data folder (the `server` fixture of tests/e2e/support.ts).
 *
 * Most specs run in Chromium's headless shell (`chromium-headless-shell`, the same engine without the browser's own
 * windows and toolbars, which Playwright itself uses for headless runs): on two cores it takes about a third less time.
 * The specs that need the whole browser (system notifications, app installation) run in `chromium`.
 */
/** Run after every other spec, with nothing beside it. */
const ALONE_SPEC = /live-chaos\.spec\.ts/;
const FULL_BROWSER_SPECS = ['waiter-phone.spec.ts', 'pwa.spec.ts'];
const browser = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumLaunch(executablePath),
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, each with its own server and Chromium, share two cores: a test that opens a few screens and runs axe
  // twice takes 20 s alone and about twice that beside another. An assertion still fails after `expect.timeout`.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Tests are spread one by one over the workers; each test makes the data it changes, and no two workers share a
  // server. Two workers everywhere, CI included, so CI runs what a newcomer's `npm test` runs.
  fullyParallel: true,
  workers: 2,
  // One retry in CI, to tell a flaky test from a broken one in the report; a test that needed it still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    // A test that needed a retry (CI) is traced on it; every failure keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Without the service worker: installing it precaches the app shell and the kitchen's screens in every new browser
    // context, about a fifth of the browser tests' time. The specs of what the worker does (offline reloads, Web Push,
    // installation, updates) turn it on with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: [...FULL_BROWSER_SPECS, ALONE_SPEC], use: browser(HEADLESS_SHELL) },
    { name: 'chromium-full', testMatch: FULL_BROWSER_SPECS, use: browser(FULL_BROWSER) },
    // The live-orders chaos test measures arrival times on three tablets: it runs once the others are done, alone
    // on the machine (a project that depends on the others), so another test's browser does not take its CPU. Alone:
    // `npx playwright test tests/e2e/live-chaos.spec.ts --no-deps`.
    { name: 'alone', testMatch: ALONE_SPEC, dependencies: ['chromium', 'chromium-full'], use: browser(HEADLESS_SHELL) },
  ],
});
