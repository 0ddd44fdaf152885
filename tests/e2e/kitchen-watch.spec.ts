/**
 * Kitchen screens' health as a restaurant admin sees it: a kitchen dashboard open on one device reports its heartbeat,
 * and the restaurant's Screens list (menu page) shows it online, then offline. And the watchdog: an order nobody
 * accepts within the restaurant's time prints by itself, and the kitchen says so.
 */
import { placeOrder, restaurantIdOf } from './kitchen-support';
import { dialog, openOwnMenu } from './restaurant-config-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

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

test('the restaurant sets its re-notify and watchdog times; an order nobody accepts prints, and the kitchen says so', async ({
  page,
  request,
}) => {
  // The watchdog is due 15 s after the order.
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
  const second = await placeOrder(request);
  await expect(page.getByTestId(`order-${order.refNo}`)).toBeVisible();
  // Due 15 s after the orders: the job queue wakes for them. However many, the banner is one line with their numbers.
  const banner = page.getByRole('alert').filter({ hasText: 'printed with no screen acknowledging' });
  await expect(banner).toHaveText(/^\d+ orders printed with no screen acknowledging: /, { timeout: 30_000 });
  await expect(banner).toContainText(`${order.refNo}, ${second.refNo}`);
  for (const [width, height] of [
    [1024, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // One line of text (about 24 px) in its padding, not a line per order.
    expect((await banner.boundingBox())!.height).toBeLessThan(60);
    await page.screenshot({ path: `${SHOTS}/kitchen-watchdog-banner-${width}x${height}.png` });
  }
  // Accepted here: its number goes (orders other tests left waiting on this worker's server may keep the banner up).
  await page.getByTestId(`order-${order.refNo}`).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(banner).not.toContainText(order.refNo);
  await page.getByTestId(`order-${second.refNo}`).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByLabel('Pending', { exact: true }).getByTestId(`order-${second.refNo}`)).toBeHidden();
  const token = await apiToken(request);
  const res = await request.put('/api/restaurant/edit', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: await restaurantIdOf(request, token, 'Demo Bistro'), kitchenwatchdogseconds: 45 },
  });
  expect(res.status()).toBe(200);
});
