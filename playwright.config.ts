import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Browser tests drive Debian's Chromium against the built app served by the real server on a fresh data folder. */
const PORT = Number(process.env.E2E_PORT ?? 4310);
// Set once in the main process; the workers inherit it and read the mail outbox from there.
process.env.E2E_DATA_DIR ??= path.resolve('.tmp', `e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // One retry in CI: a test that passes only on its retry is reported as flaky in the list, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Always the embedded database: each run starts from the demo data alone.
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED: 'demo',
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      // Every browser test signs in from 127.0.0.1: at one worker the suite passes 30 sign-ins a minute, the
      // production default per address. The limit itself is tested by the server's tests (auth/rate-limit.test.ts).
      LOGIN_RATE_PER_IP: '1000',
    },
  },
});
