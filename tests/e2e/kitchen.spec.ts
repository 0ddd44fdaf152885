import { goOffline, goOnline, orderOnServer, placeOrder, restaurantIdOf, savedForOffline } from './kitchen-support';
import { expect, test, apiToken, loginAsStaff } from './support';

// These tests need the service worker (offline reloads), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

test('a new order appears on the open dashboard without a reload', async ({ page, request }) => {
  await loginAsStaff(page);
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
  const order = await placeOrder(request, 'Demo Bistro', 'Live Guest');
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Live Guest');
  await expect(card).toContainText('E2E note');
});

test('a tap on Accept while new orders are unacknowledged acknowledges them and opens the confirmation', async ({
  page,
  request,
}) => {
  // A portrait tablet, the page at its top: the first card's Accept is under the finger without scrolling (scrolled,
  // the browser's scroll anchoring would hide the banner's leaving).
  await page.setViewportSize({ width: 800, height: 1280 });
  await loginAsStaff(page);
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
  await placeOrder(request, 'Demo Bistro', 'Chime Guest');
  const alert = page.getByRole('alert').filter({ hasText: 'tap anywhere to acknowledge' });
  await expect(alert).toBeVisible();
  const first = page
    .getByRole('region', { name: 'Pending' })
    .getByTestId(/^order-[A-Z]-\d+$/)
    .first();
  const ref = (await first.getAttribute('data-testid'))!.slice('order-'.length);
  await page.evaluate(() => window.scrollTo(0, 0));
  await first.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Accept order ${ref}?`);
  await expect(alert).toBeHidden();
});

test('an Accept made offline is queued, survives a reload, and is applied exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  await loginAsStaff(page);
  const order = await placeOrder(request, 'Demo Bistro', 'Offline Guest');
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toBeVisible();
  // Let the service worker take control, so the reload below works without a network.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await savedForOffline(page, order.refNo);

  await goOffline(context, page);
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByTestId('waiting-to-sync')).toContainText(`Accept ${order.refNo}`);
  await expect(page.getByTestId('connection-banner')).toContainText('1 action waiting to sync');

  await page.reload();
  await expect(page.getByTestId(`order-${order.refNo}`).getByTestId('waiting-to-sync')).toBeVisible();
  expect((await orderOnServer(request, 'Demo Bistro', order.refNo)).status).toBe('pending');

  await goOnline(context);
  await expect(page.getByTestId(`order-${order.refNo}`).getByTestId('waiting-to-sync')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('connection-banner')).toBeHidden({ timeout: 20_000 });
  const onServer = await orderOnServer(request, 'Demo Bistro', order.refNo);
  expect(onServer.status).toBe('confirmed');
  // Placed (version 1) and accepted once (version 2): not applied twice.
  expect(onServer.version).toBe(2);
});

test('an Accept and then a Complete of one order, both made offline, reach the server in that order', async ({
  page,
  context,
  request,
}) => {
  await loginAsStaff(page);
  const order = await placeOrder(request, 'Demo Bistro', 'Sequence Guest');
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toBeVisible();

  await goOffline(context, page);
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByTestId('waiting-to-sync')).toContainText(`Accept ${order.refNo}`);
  await card.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('connection-banner')).toContainText('2 actions waiting to sync');
  expect((await orderOnServer(request, 'Demo Bistro', order.refNo)).status).toBe('pending');

  await goOnline(context);
  await expect(page.getByTestId('connection-banner')).toBeHidden({ timeout: 20_000 });
  const onServer = await orderOnServer(request, 'Demo Bistro', order.refNo);
  // Placed (version 1), accepted (2), then completed (3): a Complete sent first would have been refused.
  expect(onServer).toMatchObject({ status: 'completed', version: 3 });
  await expect(page.getByText('was not applied')).toHaveCount(0);
  await expect(page.getByTestId(`order-${order.refNo}`)).toBeHidden();
});

test('a decline for another reason: "Other" asks for it in words, and the order is declined with it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAsStaff(page);
  const order = await placeOrder(request, 'Demo Bistro', 'Other Reason Guest');
  const card = page.getByTestId(`order-${order.refNo}`);
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: `Decline order ${order.refNo}` });
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Decline order' }).click();
  await expect(dialog.getByText('Please write the reason for declining.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Other reason' }).fill('  Fryer broken  ');
  await page.screenshot({ path: '.tmp/kitchen-shots/decline-other-1024x768.png' });
  await dialog.getByRole('button', { name: 'Decline order' }).click();
  await expect(card).toBeHidden();
  await expect
    .poll(async () => ((await orderOnServer(request, 'Demo Bistro', order.refNo)) as { reason?: string }).reason)
    .toBe('Fryer broken');
});

test('a queued action that lost to a decline on another device is reported plainly', async ({
  page,
  context,
  request,
}) => {
  await loginAsStaff(page);
  const order = await placeOrder(request, 'Demo Bistro', 'Race Guest');
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toBeVisible();

  await goOffline(context, page);
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(card.getByTestId('waiting-to-sync')).toBeVisible();

  // Meanwhile another device declines it.
  const token = await apiToken(request);
  const declined = await request.put('/api/orders/restaurant/cancelorder', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: order._id, reason: 'Out of stock' },
  });
  expect(declined.status()).toBe(200);

  await goOnline(context);
  await expect(page.getByText(`“Accept ${order.refNo}” was not applied`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Order ${order.refNo} is already declined`)).toBeVisible();
  await expect(page.getByTestId(`order-${order.refNo}`)).toBeHidden();
  expect((await orderOnServer(request, 'Demo Bistro', order.refNo)).status).toBe('cancelled');
});

test('on a phone the first open call is in the first screen, the strip and controls folded under Filters', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const bistro = await restaurantIdOf(request, token, 'Demo Bistro');
  const res = await request.post('/api/mobile/callawaiter', {
    data: { restaurant: bistro, tablenumber: 17, name: 'Fold Guest' },
  });
  expect(res.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsStaff(page);
  await page.goto('/orders-callawaiter');
  await expect(page.getByRole('heading', { name: /Call A Waiter/ })).toBeVisible();
  const first = page.getByLabel(/^Call from table /).first();
  await expect(first).toBeVisible();
  await page.screenshot({ path: '.tmp/nav-shots/callawaiter-390x844.png' });
  // The whole first card, with its Accept button, near the top of the screen (not under the strip and the controls).
  await expect(page.getByText(/^Not connected to the server/)).toHaveCount(0);
  await expect(first).toBeInViewport({ ratio: 1 });
  expect((await first.boundingBox())!.y).toBeLessThan(844 / 3);
  await expect(first.getByRole('button', { name: 'Accept' })).toBeInViewport();
  const strip = page.getByRole('navigation', { name: 'Order status' });
  await expect(strip).toHaveCount(0);
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(strip.getByRole('link', { name: /^Call A Waiter/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/nav-shots/callawaiter-filters-open-390x844.png' });
  // On a laptop nothing is folded.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(filters).toHaveCount(0);
  await expect(strip).toBeVisible();
});

test('the call-a-waiter view updates live on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsStaff(page);
  await page.goto('/orders-callawaiter');
  await expect(page.getByRole('heading', { name: /Call A Waiter/ })).toBeVisible();
  const token = await apiToken(request);
  const restaurants = (await (
    await request.get('/api/restaurant/fetchwithorders', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { _id: string; Name: string }[] };
  const bistro = restaurants.data.find((r) => r.Name === 'Demo Bistro')!._id;
  const res = await request.post('/api/mobile/callawaiter', {
    data: { restaurant: bistro, tablenumber: 42, name: 'Phone Guest' },
  });
  expect(res.status()).toBe(201);
  const card = page.getByRole('region', { name: 'Call from table 42' }).or(page.getByLabel('Call from table 42'));
  await expect(card).toBeVisible();
  await expect(card).toContainText('Phone Guest');
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Request accepted')).toBeVisible();
  await expect(page.getByLabel('Call from table 42')).toBeHidden();
});
