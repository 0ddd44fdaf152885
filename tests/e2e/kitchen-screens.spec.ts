/**
 * Kitchen screens' health as a restaurant admin sees it: a kitchen dashboard open on one device reports its heartbeat,
 * and the restaurant's Screens list (menu page) shows it online, with every station nobody can see in red. Also the
 * call-a-waiter screen on a phone, where notifications are turned on, and the reminder and order-ready notifications
 * in the service worker.
 */
import type { CDPSession } from '@playwright/test';
import { restaurantIdOf } from './kitchen-support';
import { dialog, openOwnMenu } from './restaurant-config-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

const SHOTS = '.tmp/watch-shots';

test('a kitchen screen shows in the Screens list, online, with the stations nobody sees in red', async ({
  browser,
  page,
}) => {
  // The kitchen tablet: the whole-kitchen dashboard of Demo Bistro.
  const tablet = await browser.newPage();
  await loginAsStaff(tablet, LOGINS.waiter);
  await expect(tablet.getByRole('heading', { name: 'Pending' })).toBeVisible();
  await expect.poll(() => tablet.evaluate(() => localStorage.getItem('kitchen-screen-id'))).toBeTruthy();

  await loginAsStaff(page);
  await openOwnMenu(page);
  await page.getByRole('button', { name: 'Screens' }).click();
  const screens = dialog(page, 'Screens');
  // The admin's own dashboard, left for the menu page, said goodbye: only the tablet is online.
  const online = screens.getByRole('row', { name: /Whole kitchen Online/ });
  await expect(online).toHaveCount(1);
  // A whole-kitchen screen shows every station: none is unseen.
  await expect(screens.getByText(/NOT SEEN/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS_SHOT('online')}` });

  // The tablet goes away: its station coverage goes with it, at once.
  await tablet.close();
  await expect(online).toHaveCount(0, { timeout: 20_000 });
  await expect(screens.getByText(/NOT SEEN/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS_SHOT('offline')}` });
});

const SCREENS_SHOT = (name: string) => `${SHOTS}/screens-${name}-1280x800.png`;

test('call-a-waiter on a phone: notifications on, a call, its reminder and an order ready as notifications', async ({
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
  const origin = new URL(baseURL!).origin;
  const deliver = (message: Record<string, unknown>) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
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
  // The reminder replaces the first notification (same tag) and alerts again.
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
});
