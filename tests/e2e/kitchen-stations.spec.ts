/** Kitchen stations (beyond the spec): the kitchen dashboard opened for one printer shows only the lines routed to it. */
import { type APIRequestContext, type Page } from '@playwright/test';
import { goOffline, goOnline, restaurantIdOf, savedForOffline } from './kitchen-support';
import { expect, test, apiToken, loginAsAdmin, loginAsStaff, shootDesktop, unique } from './support';

// These tests need the service worker (a station tablet reloaded offline), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

const SHOTS = '.tmp/stations-shots';

const shoot = (page: Page, name: string) => shootDesktop(page, (w, h) => `${SHOTS}/${name}-${w}x${h}.png`);

/** Places a Demo Bistro order of the named plain items (one line each) as a customer app would. */
async function placeItems(request: APIRequestContext, guest: string, items: [string, number][]) {
  const token = await apiToken(request);
  const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
  const menu = (await (
    await request.get(`/api/menu/web/fetch?restaurant=${restaurant}&size=1000`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { _id: string; name: string }[] };
  const lines = items.map(([name, qty]) => ({ menu: menu.data.find((i) => i.name === name)!._id, qty }));
  const res = await request.post('/api/mobile/order/place', {
    data: { restaurant, lines, dineIn: true, tablenumber: 3, paymentType: 'card', guest: { name: guest } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string; refNo: string } }).data;
}

const column = (page: Page, title: 'Pending' | 'Confirmed') => page.getByLabel(title, { exact: true });

/** The count badge of a column agrees with the cards it holds. */
async function expectCountMatches(page: Page, title: 'Pending' | 'Confirmed') {
  const col = column(page, title);
  const cards = await col.locator('[aria-label^="Order "]').count();
  await expect(col.locator('.mantine-Badge-root').first()).toHaveText(String(cards));
}

test('the bar station shows only the drinks of a live order; without a station the whole order shows', async ({
  page,
  request,
}) => {
  await loginAsStaff(page);
  // The first load of the app (a busy CI machine can be slow).
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible({ timeout: 20_000 });
  const guest = unique('Station Guest');
  const mixed = await placeItems(request, guest, [
    ['Elderflower lemonade', 2],
    ['Mushroom risotto', 1],
  ]);
  const foodOnly = await placeItems(request, `${guest} food`, [['Mushroom risotto', 3]]);

  // All stations: the whole order, and the food-only order.
  const card = page.getByTestId(`order-${mixed.refNo}`);
  await expect(card).toContainText('2× Elderflower lemonade');
  await expect(card).toContainText('1× Mushroom risotto');
  await expect(page.getByTestId(`order-${foodOnly.refNo}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Station' })).toHaveValue('');

  // The bar station, chosen in the controls.
  await page.getByRole('combobox', { name: 'Station' }).selectOption({ label: 'Bar station' });
  await expect(page).toHaveURL(/station=/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro · Bar station');
  await expect(card).toContainText('2× Elderflower lemonade');
  await expect(card).not.toContainText('Mushroom risotto');
  await expect(card.getByTestId('other-stations')).toHaveText('+ 1 line at other stations');
  await expect(page.getByTestId(`order-${foodOnly.refNo}`)).toBeHidden();
  await expectCountMatches(page, 'Pending');
  await expect(page.getByRole('button', { name: 'Complete all confirmed' })).toBeHidden();

  // Accepted, it counts in the bar's all-day panel with its drinks only.
  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(column(page, 'Confirmed').getByTestId(`order-${mixed.refNo}`)).toBeVisible();
  await expectCountMatches(page, 'Confirmed');
  const allDay = page.getByLabel('All day');
  await expect(allDay).toContainText('Elderflower lemonade');
  await expect(allDay).not.toContainText('Mushroom risotto');
  await page.mouse.move(0, 0);
  await shoot(page, 'bar-station');

  // The kitchen printer station: the food, not the drinks.
  await page.getByRole('combobox', { name: 'Station' }).selectOption({ label: 'Kitchen printer' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro · Kitchen printer');
  await expect(card).toContainText('1× Mushroom risotto');
  await expect(card).not.toContainText('Elderflower lemonade');
  await expect(page.getByTestId(`order-${foodOnly.refNo}`)).toContainText('3× Mushroom risotto');

  // Back to all stations: the whole order again.
  await page.getByRole('combobox', { name: 'Station' }).selectOption({ label: 'All stations' });
  await expect(page).not.toHaveURL(/station=/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro');
  await expect(card).toContainText('2× Elderflower lemonade');
  await expect(card).toContainText('1× Mushroom risotto');
  await expect(card.getByTestId('other-stations')).toHaveCount(0);
});

test('a station tablet reloads offline and still shows only its lines', async ({ page, context, request }) => {
  // The service worker precaches the whole app before it takes control: slow on a busy machine.
  test.setTimeout(90_000);
  await loginAsStaff(page);
  await expect(page.getByRole('combobox', { name: 'Station' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Station' }).selectOption({ label: 'Bar station' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro · Bar station');
  const order = await placeItems(request, unique('Offline Bar'), [
    ['Coffee', 1],
    ['Mushroom risotto', 1],
  ]);
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toContainText('1× Coffee');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 45_000 }).toBe(true);
  await savedForOffline(page, order.refNo);

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro · Bar station');
  await expect(card).toContainText('1× Coffee');
  await expect(card).not.toContainText('Mushroom risotto');
  await goOnline(context);
});

test('an unknown station says so and links to the whole dashboard', async ({ page }) => {
  await loginAsStaff(page);
  const url = new URL(page.url());
  url.searchParams.set('station', 'no-such-printer');
  await page.goto(url.pathname + url.search);
  const notice = page.getByRole('alert').filter({ hasText: 'Unknown station' });
  await expect(notice).toContainText('There is no active printer “no-such-printer” in this restaurant');
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeHidden();
  await shoot(page, 'unknown-station');
  await notice.getByRole('link', { name: 'Show all stations' }).click();
  await expect(page).not.toHaveURL(/station=/);
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
});

test('without routed printing every line goes to the default printer, said plainly on its station screen', async ({
  page,
  request,
}) => {
  // Harbour Grill has no print layout: whatever its switch, its default printer makes whole tickets.
  await loginAsAdmin(page);
  const token = await apiToken(request);
  const harbour = await restaurantIdOf(request, token, 'Harbour Grill');
  const stations = (await (
    await request.get(`/api/restaurant/stations?restaurant=${harbour}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: { stations: { id: string; name: string; isDefault: boolean }[] };
  };
  const kitchen = stations.data.stations.find((s) => s.isDefault)!;
  await page.goto(`/orders-dashboard?restaurant=${harbour}&name=Harbour%20Grill&station=${kitchen.id}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Harbour Grill · ${kitchen.name}`);
  await expect(page.getByTestId('station-routing-off')).toContainText(
    `Every line goes to the default printer (${kitchen.name}). This screen shows whole orders.`,
  );
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
  await shoot(page, 'routing-off');
});
