/**
 * The whole test configuration (vitest reads this file instead of vite.config.ts).
 *
 * - server: API and server tests on a real database, each test file on a fresh copy of a migrated one. On PGlite
 *   (embedded) by default: the global setup migrates a database and dumps it (empty, and with the demo data); a
 *   worker's next file gets a copy an earlier file used, put back to its starting point (pglite-reuse.ts). On
 *   PostgreSQL when DATABASE_URL is set (CI): the global setup makes two migrated template databases and each file
 *   gets `CREATE DATABASE … TEMPLATE` of one. The browser tests' servers run on PGlite, so CI covers both.
 * - unit: the contract's, the service worker's and the test tools' own tests, without a database.
 * - web: React components and hooks in jsdom.
 *
 * Playwright specs (tests/e2e) are never run by vitest.
 */
import os from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import app from './vite.config.ts';

const exclude = [...configDefaults.exclude, 'tests/e2e/**'];
const serverTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];

const server = (name: string, globalSetup: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include: serverTests,
    exclude,
    globalSetup: [globalSetup],
    // Files share the loaded modules (the server, zod, PGlite): about a third less CPU. Each file still gets
    // its own database and app; tests must not mock modules, and stubbed globals and env are undone per file.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    // Loading a database copy and hashing the demo passwords (argon2, 19 MiB) takes a moment on a busy machine.
    hookTimeout: 60_000, // a fresh app per test file: its database copy and start-up take long on a busy machine
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // A project without test files (the web's at first, or a filtered run) must not fail the run.
    passWithNoTests: true,
    // A worker per core (vitest's default leaves one core free): server test files spend much of their time waiting
    // for the database and for timers, so on two cores two workers take about half the time of one.
    maxWorkers: os.availableParallelism(),
    projects: [
      process.env.DATABASE_URL
        ? server('server-postgres', 'tests/support/db/postgres-setup.ts')
        : server('server-pglite', 'tests/support/db/pglite-setup.ts'),
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/contract/**/*.test.ts', 'tests/unit/**/*.test.ts', 'sw/**/*.test.ts'],
          exclude,
        },
      },
      {
        // The app's compile-time constants and aliases, without its build plugins (PWA, route generation).
        define: app.define,
        resolve: app.resolve,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude,
          // What Mantine needs from a browser (matchMedia, ResizeObserver) and a clean DOM after each test.
          setupFiles: ['tests/support/web-setup.ts'],
          // Rendering Mantine in jsdom is slow on a busy 2-core machine; a real hang still fails.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
