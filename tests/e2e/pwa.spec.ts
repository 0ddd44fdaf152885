import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support';

// These tests need the service worker (installation and updates), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

test('the app is installable and its shell opens offline after one visit', async ({ baseURL, launchOptions }) => {
  // Installability is not reported in incognito contexts: use a persistent profile.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...launchOptions,
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.state;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(
      manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`),
    ).toEqual(['192x192', '512x512', '512x512 maskable']);

    // The server is out of reach: navigations are still answered by the service worker.
    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.goto('/restaurant-login');
    await expect(page.getByRole('heading', { name: 'For Restaurants' })).toBeVisible();

    // Signing in needs the server: the user is told, nothing breaks.
    await page.getByLabel('Username').fill('bistro@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('demo-kitchen-pass');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No connection to the server' })).toBeVisible();
  } finally {
    await context.close();
  }
});
