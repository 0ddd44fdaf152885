/**
 * Kitchen screens' health as a restaurant admin sees it: a kitchen dashboard open on one device reports its heartbeat,
 * and the restaurant's Screens list (menu page) shows it online, with every station nobody can see in red. Also the
 * call-a-waiter screen on a phone, where notifications are turned on, and the notifications in the service worker: a push
 * is delivered through the DevTools protocol (as the browser's push service would, with the app's page closed) and read
 * back with `getNotifications()`. What the server sends is checked by the API tests (src/server/modules/staff-push);
 * headless Chromium has no push service to subscribe with.
 */
import type { CDPSession } from '@playwright/test';
import { placeOrder, restaurantIdOf } from './kitchen-support';
import { dialog, openOwnMenu } from './restaurant-config-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

// These tests need the service worker (Web Push to phones), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

const SHOTS = '.tmp/watch-shots';

test('a kitchen screen shows in the Screens list, online, then offline when it goes away', async ({
  browser,
  page,
}) => {
  // Two sign-ins, and the list refreshes every 15 s.
  test.setTimeout(90_000);
  // The kitchen tablet: the whole-kitchen dashboard of Demo Bistro.
  const tablet = await browser.newPage();
  await loginAsStaff(tablet, LOGINS.waiter);
  await expect(tablet.getByRole('heading', { name: 'Pending' })).toBeVisible();
  let screenId: string | null = null;
  await expect
    .poll(async () => (screenId = await tablet.evaluate(() => localStorage.getItem('kitchen-screen-id'))))
    .toBeTruthy();

  await loginAsStaff(page);
  await openOwnMenu(page);
  await page.getByRole('button', { name: 'Screens' }).click();
  const screens = dialog(page, 'Screens');
  // Other tests' kitchens may be open too: the tablet's row is the one with its id.
  const row = screens.getByRole('row').filter({ hasText: screenId!.slice(0, 8) });
  await expect(row).toContainText('Whole kitchen');
  await expect(row).toContainText('Online');
  // A whole-kitchen screen shows every station: none is unseen.
  await expect(screens.getByText(/NOT SEEN/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS_SHOT('online')}` });

  // The tablet goes away: offline at once (the list refreshes every 15 s).
  await tablet.close();
  await expect(row).toContainText('Offline', { timeout: 20_000 });
  await page.screenshot({ path: `${SCREENS_SHOT('offline')}` });
});

const SCREENS_SHOT = (name: string) => `${SHOTS}/screens-${name}-1280x800.png`;

test('call-a-waiter on a phone: notifications on; with the app closed a call, its reminder and an order ready show, and a call answered elsewhere is removed', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.setViewportSize({ width: 390, height: 844 });
  const bistro = await restaurantIdOf(request, await apiToken(request), 'Demo Bistro');
  const res = await request.post('/api/mobile/callawaiter', {
    data: { restaurant: bistro, tablenumber: 12, name: 'Phone Guest' },
  });
  expect(res.status()).toBe(201);
  await loginAsStaff(page, LOGINS.waiter);
  await page.goto('/orders-callawaiter');
  await expect(page.getByLabel(/^Call from table 12/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/callawaiter-phone-390x844.png` });
  // On a phone the controls, notifications among them, fold under Filters.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/callawaiter-phone-filters-390x844.png` });

  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  // The app's page closes: the pushes arrive with only an unrelated tab open.
  const other = await context.newPage();
  await page.close();
  const devtools: CDPSession = await context.newCDPSession(other);
  await devtools.send('ServiceWorker.enable');
  const origin = new URL(baseURL!).origin;
  const deliver = (message: Record<string, unknown>) =>
    devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
  const shown = () =>
    context
      .serviceWorkers()
      .at(-1)!
      .evaluate(async () => {
        const sw = self as unknown as { registration: ServiceWorkerRegistration };
        return (await sw.registration.getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });

  const callId = 'a'.repeat(24);
  const url = `/orders-callawaiter?restaurant=${bistro}`;
  await deliver({ type: 'call', tag: callId, callId, title: 'Table 12 calls a waiter', body: 'Phone Guest', url });
  await expect.poll(shown).toEqual([{ title: 'Table 12 calls a waiter', tag: callId, data: { url, callId } }]);
  // A minute later the reminder replaces it (same tag) and alerts again.
  await deliver({
    type: 'call',
    tag: callId,
    callId,
    title: 'Table 12 still calls a waiter',
    body: 'Phone Guest, waiting 60 s',
    url,
    renotify: true,
  });
  await expect.poll(shown).toEqual([{ title: 'Table 12 still calls a waiter', tag: callId, data: { url, callId } }]);
  const orderId = 'd'.repeat(24);
  const orders = `/orders-dashboard?restaurant=${bistro}`;
  await deliver({
    type: 'ready',
    tag: orderId,
    orderId,
    title: 'Order D-042 is ready',
    body: 'Take-away',
    url: orders,
  });
  await expect
    .poll(async () => (await shown()).map((n) => n.title).sort())
    .toEqual(['Order D-042 is ready', 'Table 12 still calls a waiter']);
  // Answered on another phone: its close push removes that call's notification, and only that one.
  await deliver({ type: 'close', tag: callId, callId });
  await expect.poll(async () => (await shown()).map((n) => n.title)).toEqual(['Order D-042 is ready']);
});

test('the restaurant sets its re-notify and watchdog times; an order nobody accepts prints, and the kitchen says so', async ({
  page,
  request,
}) => {
  // The watchdog is due 15 s after the order, and the job queue polls every 15 s.
  test.setTimeout(120_000);
  await loginAsStaff(page);
  await page.goto('/restaurant');
  await page.getByRole('button', { name: 'Edit Demo Bistro' }).click();
  const edit = dialog(page, 'Update Restaurant');
  const renotify = edit.getByRole('textbox', { name: 'Notify again after' });
  await expect(renotify).toHaveValue('60 s');
  const watchdog = edit.getByRole('textbox', { name: 'Print unacknowledged orders after' });
  await expect(watchdog).toHaveValue('45 s');
  await watchdog.fill('15');
  await watchdog.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/restaurant-form-watch-1280x800.png` });
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated restaurant!')).toBeVisible();

  await page.goto('/orders-dashboard');
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
  const order = await placeOrder(request);
  await expect(page.getByTestId(`order-${order.refNo}`)).toBeVisible();
  // Due 15 s after the order; the job queue polls every 15 s.
  const banner = page.getByRole('alert').filter({ hasText: 'No screen acknowledged' });
  await expect(banner).toContainText(`Order ${order.refNo} waited`, { timeout: 45_000 });
  await page.screenshot({ path: `${SHOTS}/kitchen-watchdog-banner-1280x800.png` });
  // Accepted here: the banner goes.
  await page.getByTestId(`order-${order.refNo}`).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(banner).toHaveCount(0);
  const token = await apiToken(request);
  const res = await request.put('/api/restaurant/edit', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: await restaurantIdOf(request, token, 'Demo Bistro'), kitchenwatchdogseconds: 45 },
  });
  expect(res.status()).toBe(200);
});
