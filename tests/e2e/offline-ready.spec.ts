import { goOffline, goOnline, orderOnServer, placeOrder, savedForOffline } from './kitchen-support';
import { expect, loginAsStaff, test } from './support';

// These tests need the service worker (ready offline), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

/**
 * A tablet whose Wi-Fi drops a few seconds after signing in keeps working: the service worker precaches only the
 * shell and the kitchen's and waiters' screens, so it controls the page within seconds of the first load, and caches
 * what those screens load on demand right after.
 */
test('seconds after signing in the kitchen is ready offline: an Accept made offline survives a reload', async ({
  page,
  context,
  request,
}) => {
  const order = await placeOrder(request, 'Demo Bistro', 'Early Offline Guest');
  const firstLoad = Date.now();
  await loginAsStaff(page);
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toBeVisible();
  await expect(page.getByText('Ready offline')).toBeVisible();
  console.log(`ready offline ${Date.now() - firstLoad} ms after the first load`);
  // The Wi-Fi drops once the screen has saved its lists (at most once a second), as it has a few seconds in.
  await savedForOffline(page, order.refNo);

  await goOffline(context, page);
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByTestId('waiting-to-sync')).toContainText(`Accept ${order.refNo}`);
  await page.reload();
  await expect(page.getByTestId(`order-${order.refNo}`).getByTestId('waiting-to-sync')).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toContainText('1 action waiting to sync');
  // What the screen loads on demand was cached once the worker took control: the settings drawer opens offline.
  await page.getByRole('button', { name: 'Kitchen settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Kitchen settings (this device)' })).toBeVisible();
  await page.screenshot({ path: '.tmp/offline-shots/offline-ready-kitchen.png' });
  await page.keyboard.press('Escape');

  await goOnline(context);
  await expect(page.getByTestId(`order-${order.refNo}`).getByTestId('waiting-to-sync')).toBeHidden({ timeout: 20_000 });
  expect((await orderOnServer(request, 'Demo Bistro', order.refNo)).status).toBe('confirmed');
});
