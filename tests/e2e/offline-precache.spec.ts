/**
 * The built service worker precaches every script and stylesheet the staff's offline screens can load: read from the
 * build's own manifest (every static and dynamic import of those routes and of the page, but other routes), so a
 * dialog, drawer or screen added later that is not saved for offline use fails here, not in a kitchen with no Wi-Fi.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_ROUTES, type Manifest } from '../../tools/offline-precache';
import { E2E_DATA_ROOT } from './global-setup';
import { placeOrder } from './kitchen-support';
import { expect, loginAsStaff, test, unique } from './support';

const webDir = path.resolve(E2E_DATA_ROOT, '..', process.env.E2E_WEB_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The URLs in the worker's injected precache list. */
function precached(): Set<string> {
  const sw = readFileSync(path.join(webDir, 'sw.js'), 'utf8');
  return new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!));
}

/** Every chunk a user of the offline screens can load, found by walking the manifest from the page and those routes. */
function reachableFiles() {
  const isRoute = (key: string) => key.startsWith('src/web/routes/');
  const offline = (key: string) => OFFLINE_ROUTES.includes(key.split('?')[0]!);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      if (!isRoute(next) || offline(next)) walk(next);
  };
  walk('index.html');
  Object.keys(manifest).filter(offline).forEach(walk);
  return { keys: seen, files: [...seen].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]) };
}

test('every file the offline screens can load, dialogs and drawers included, is in the service worker’s precache', () => {
  const { keys, files } = reachableFiles();
  const list = precached();
  expect(files.filter((file) => !list.has(file))).toEqual([]);
  // The parts loaded on demand that a kitchen taps first: the walk reached them.
  for (const part of [
    'src/web/components/ModalsProvider.tsx',
    'src/web/components/NotificationsContainer.tsx',
    'src/web/features/orders/components/dialogs.tsx',
    'src/web/features/orders/components/RecallDrawer.tsx',
    'src/web/features/orders/pages/KitchenSettingsDrawer.tsx',
    'src/web/features/orders/pages/ExpoScreen.tsx',
  ])
    expect(keys, part).toContain(part);
  // And the admin screens are not precached: they are cached when first used.
  const report = Object.keys(manifest).find((k) => k.startsWith('src/web/routes/_app/report.tsx'))!;
  expect(list.has(manifest[report]!.file)).toBe(false);
});

test('a dialog that cannot be loaded says so in words, and opens once it can', async ({ page, request }) => {
  const order = await placeOrder(request, 'Demo Bistro', unique('Unsaved Guest'));
  await page.setViewportSize({ width: 1024, height: 768 });
  // No service worker here: nothing is saved on the device, as on a first visit, and the dialogs' files fail.
  await page.route(/\/assets\/(ModalsProvider|dialogs)-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await loginAsStaff(page);
  const card = page.getByTestId(`order-${order.refNo}`);
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('needs-network')).toHaveText(
    'This needs the network: the dialog could not be loaded on this device. Try again when the connection is back.',
  );
  await page.screenshot({ path: '.tmp/offline-actions/needs-network-1024x768.png' });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(/\/assets\/(ModalsProvider|dialogs)-[^/]*\.js$/);
  await page.getByTestId('needs-network').getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog', { name: `Decline order ${order.refNo}` })).toBeVisible();
});
