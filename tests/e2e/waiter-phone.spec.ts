/**
 * The call-a-waiter screen on a phone, where notifications are turned on, and the notifications in the service worker: a
 * push is delivered through the DevTools protocol (as the browser's push service would, with the app's page closed) and
 * read back with `getNotifications()`. What the server sends is checked by the API tests (src/server/modules/staff-push);
 * headless Chromium has no push service to subscribe with.
 */
import type { CDPSession } from '@playwright/test';
import { restaurantIdOf } from './kitchen-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

// This test needs the service worker (Web Push to phones), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

const SHOTS = '.tmp/watch-shots';

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
  // On a phone a waiter lands on Call A Waiter.
  await loginAsStaff(page, LOGINS.waiter, /\/orders-callawaiter\?restaurant=/);
  await expect(page.getByLabel(/^Call from table 12/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/callawaiter-phone-390x844.png` });
  // On a phone the controls, notifications among them, fold under Filters.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/callawaiter-phone-filters-390x844.png` });

  // The service worker precaches the shell and the kitchen's screens before it takes control: slow on a busy machine.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 45_000 }).toBe(true);
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
