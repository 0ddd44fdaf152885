/**
 * Staff notifications in the service worker: a push delivered through the DevTools protocol (as the browser's push
 * service would deliver it, with the app's page closed) shows the call's notification, and the close push that
 * follows an answer on another phone removes it. What the server sends is checked by the API tests
 * (src/server/modules/staff-push); headless Chromium has no push service to subscribe with.
 */
import type { CDPSession } from '@playwright/test';
import { expect, LOGINS, loginAsStaff, test } from './support';

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

test('a call pushed with the app closed shows as a notification, and its close push removes it', async ({
  context,
  page,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await loginAsStaff(page, LOGINS.waiter);
  await page.goto('/orders-callawaiter');
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });

  // The app's page closes; the push arrives with only an unrelated tab open.
  const other = await context.newPage();
  await page.close();
  const devtools: CDPSession = await context.newCDPSession(other);
  await devtools.send('ServiceWorker.enable');
  const origin = new URL(baseURL!).origin;
  const deliver = (message: Record<string, unknown>) =>
    devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
  const shown = async (): Promise<Shown[]> => {
    const worker = context.serviceWorkers().at(-1)!;
    return worker.evaluate(async () => {
      const sw = self as unknown as { registration: ServiceWorkerRegistration };
      return (await sw.registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  };

  const callId = 'a'.repeat(24);
  const url = '/orders-callawaiter?restaurant=' + 'b'.repeat(24);
  await deliver({ type: 'call', tag: callId, callId, title: 'Table 7 calls a waiter', body: 'Maja', url });
  await expect
    .poll(shown)
    .toEqual([{ title: 'Table 7 calls a waiter', body: 'Maja', tag: callId, data: { url, callId } }]);

  // A second call shows beside it; answering the first closes only that one.
  const second = 'c'.repeat(24);
  await deliver({ type: 'call', tag: second, callId: second, title: 'Table 3 calls a waiter', body: 'Ole', url });
  await expect.poll(async () => (await shown()).map((n) => n.tag).sort()).toEqual([callId, second].sort());
  await deliver({ type: 'close', tag: callId, callId });
  await expect.poll(async () => (await shown()).map((n) => n.tag)).toEqual([second]);
});
