import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the built app served by the real server: each worker starts its own
 * server on a free port and a fresh data folder (the `server` fixture of tests/e2e/support.ts).
 */
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
