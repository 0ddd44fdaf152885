/**
 * Station bump, expo and recall at tablet size (1024×768): two station screens and an expo screen follow one order of
 * food and drinks from the grill's bump to the expeditor's completion and back; a bump made offline is applied once.
 */
import { foodAndDrinks, onServer, open, setup, shootThemes, SHOTS, tablet } from './stations-support';
import { goOffline, goOnline, savedForOffline } from './kitchen-support';
import { expect, test, unique } from './support';

// These tests need the service worker (the expo screen reloaded offline), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

test('grill and bar bump their parts, the expo sees the progress and completes; a recall brings the order back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const s = await setup(request);
  const grill = await tablet(browser, baseURL, page);
  const bar = await tablet(browser, baseURL);
  const expo = await tablet(browser, baseURL);
  await open(grill, s, `station=${s.kitchen}`);
  await open(bar, s, `station=${s.bar}`);
  await open(expo, s, 'view=expo');
  await expect(expo.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro · Expo', { timeout: 20_000 });

  const order = await foodAndDrinks(request, s, unique('Expo Guest'));
  const grillCard = grill.getByLabel('Confirmed', { exact: true }).getByTestId(`order-${order.refNo}`);
  const barCard = bar.getByLabel('Confirmed', { exact: true }).getByTestId(`order-${order.refNo}`);
  const expoCard = expo.getByTestId(`expo-${order.refNo}`);
  await expect(grillCard).toContainText('1× Mushroom risotto');
  await expect(grillCard).not.toContainText('Elderflower lemonade');
  await expect(barCard).toContainText('2× Elderflower lemonade');
  await expect(expo.getByLabel('In preparation', { exact: true }).getByTestId(`expo-${order.refNo}`)).toContainText(
    'Kitchen printer: working · Bar station: working',
  );
  await grill.getByRole('heading', { level: 2 }).click(); // acknowledges the new-order alert
  // The grill crosses off the soup: struck through, the order still on the grill and not done on the expo.
  await grillCard.getByRole('button', { name: 'Cross off 1× Soup of the day' }).click();
  await expect(grillCard.locator('[data-done]')).toContainText('1× Soup of the day');
  await expect(grillCard.getByRole('button', { name: 'Cross off 1× Mushroom risotto' })).toBeVisible();
  await shootThemes(grill, 'station-grill', grillCard);
  await shootThemes(expo, 'expo-in-preparation');

  // The grill bumps: its card leaves the grill; the expo shows the grill done and the bar pending.
  await grillCard.getByRole('button', { name: 'Done' }).click();
  await expect(grillCard).toBeHidden();
  await expect(expoCard.getByTestId('expo-progress')).toHaveText(
    /^Kitchen printer: done \d{2}:\d{2} · Bar station: working$/,
  );
  await expect(barCard).toBeVisible();

  // The bar crosses off its only line: the bar is done too, and the order is ready.
  await barCard.getByRole('button', { name: 'Cross off 2× Elderflower lemonade' }).click();
  await expect(barCard).toBeHidden();
  const ready = expo.getByLabel('Ready', { exact: true }).getByTestId(`expo-${order.refNo}`);
  await expect(ready.getByTestId('expo-progress')).toHaveText(
    /^Kitchen printer: done \d{2}:\d{2} · Bar station: done \d{2}:\d{2}$/,
  );
  await shootThemes(expo, 'expo-ready');

  // The expeditor completes it by keyboard alone (its digit, then Enter); then recalls the completion: back to Ready.
  await ready.getByRole('button', { name: 'Complete' }).waitFor();
  await expo.keyboard.press(await ready.getByTestId('key-number').innerText());
  await expect(ready).toHaveAttribute('data-selected', 'true');
  await expo.keyboard.press('Enter');
  await expect(expoCard).toBeHidden();
  await expect.poll(async () => (await onServer(request, s, order._id))?._id).toBeUndefined();
  await expo.getByRole('button', { name: 'Recall', exact: true }).click();
  const drawer = expo.getByRole('dialog', { name: 'Recall' });
  await expect(drawer).toContainText(order.refNo);
  await expo.screenshot({ path: `${SHOTS}/expo-recall-dark-1024x768.png` });
  await drawer.getByRole('button', { name: `Recall ${order.refNo}` }).click();
  await expo.keyboard.press('Escape');
  await expect(ready).toBeVisible();
  await expect.poll(async () => (await onServer(request, s, order._id))?.stations?.every((x) => x.doneAt)).toBe(true);

  // The grill recalls its bump (the bump bar's R opens the list): the order is back on the grill, and in preparation
  // on the expo.
  await grill.keyboard.press('r');
  await grill
    .getByRole('dialog', { name: 'Recall' })
    .getByRole('button', { name: `Recall ${order.refNo}` })
    .click();
  await grill.keyboard.press('Escape');
  await expect(grillCard).toBeVisible();
  await expect(expo.getByLabel('In preparation', { exact: true }).getByTestId(`expo-${order.refNo}`)).toContainText(
    'Kitchen printer: working',
  );
});

test('a line crossed off on a station is recalled from its Recall list, whose button reads in full on tablets', async ({
  page,
  baseURL,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const s = await setup(request);
  const bar = await tablet(browser, baseURL, page);
  await open(bar, s, `station=${s.bar}`);
  const order = await foodAndDrinks(request, s, unique('Line Recall'));
  const card = bar.getByLabel('Confirmed', { exact: true }).getByTestId(`order-${order.refNo}`);
  await expect(card).toContainText('2× Elderflower lemonade', { timeout: 20_000 });
  await bar.getByRole('heading', { level: 2 }).click(); // acknowledges the new-order alert
  // The bar's only line crossed off: the bar is done, the order leaves its screen.
  await card.getByRole('button', { name: 'Cross off 2× Elderflower lemonade' }).click();
  await expect(card).toBeHidden();
  const barDone = async () => (await onServer(request, s, order._id))?.stations?.find((x) => x.name === 'Bar station');
  await expect.poll(async () => !!(await barDone())?.doneAt).toBe(true);

  await bar.getByRole('button', { name: 'Recall', exact: true }).click();
  const drawer = bar.getByRole('dialog', { name: 'Recall' });
  await expect(drawer).toContainText('2× Elderflower lemonade done');
  const recall = drawer.getByRole('button', { name: `Recall 2× Elderflower lemonade ${order.refNo}` });
  for (const size of [
    { width: 1024, height: 768 },
    { width: 800, height: 1280 },
  ]) {
    await bar.setViewportSize(size);
    await expect(recall).toHaveText('Recall');
    // Its label whole, not cut to "Recal".
    const label = recall.locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await bar.screenshot({ path: `${SHOTS}/station-recall-line-${size.width}x${size.height}.png` });
  }
  await bar.setViewportSize({ width: 1024, height: 768 });
  await recall.click();
  await bar.keyboard.press('Escape');
  // Back on the bar's screen with the line open again; the bar is no longer done.
  await expect(card.getByRole('button', { name: 'Cross off 2× Elderflower lemonade' })).toBeVisible();
  await expect.poll(async () => (await barDone())?.doneAt ?? null).toBeNull();
});

test('a station bump made offline is applied once when the tablet is back online', async ({
  page,
  baseURL,
  browser,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const s = await setup(request);
  const bar = await tablet(browser, baseURL, page);
  await open(bar, s, `station=${s.bar}`);
  const order = await foodAndDrinks(request, s, unique('Offline Bump'));
  const card = bar.getByLabel('Confirmed', { exact: true }).getByTestId(`order-${order.refNo}`);
  await expect(card).toContainText('2× Elderflower lemonade', { timeout: 20_000 });
  const before = (await onServer(request, s, order._id))!.version;

  await goOffline(context, bar);
  // The queue sends the bump at once: its request fails while offline.
  const tried = bar.waitForEvent('requestfailed', {
    predicate: (r) => r.url().endsWith('/api/orders/restaurant/actions'),
    timeout: 15_000,
  });
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('waiting-to-sync')).toContainText(`Bar station done ${order.refNo}`);
  await tried;
  expect((await onServer(request, s, order._id))!.version).toBe(before);

  await goOnline(context);
  await expect(card).toBeHidden({ timeout: 30_000 });
  const after = (await onServer(request, s, order._id))!;
  expect(after.version).toBe(before + 1);
  expect(after.stations!.map((x) => [x.name, !!x.doneAt])).toEqual([
    ['Kitchen printer', false],
    ['Bar station', true],
  ]);
});

test('the expo screen reloads offline and still shows each order with its progress', async ({
  page,
  browser,
  baseURL,
  context,
  request,
}) => {
  // The service worker precaches the app (the expo module with it) before it takes control: slow on a busy machine.
  test.setTimeout(90_000);
  const s = await setup(request);
  const expo = await tablet(browser, baseURL, page);
  await open(expo, s, 'view=expo');
  const order = await foodAndDrinks(request, s, unique('Offline Expo'));
  const auth = { authorization: `Bearer ${s.token}` };
  const bump = await request.put('/api/orders/restaurant/station-done', {
    data: { id: order._id, station: s.bar },
    headers: auth,
  });
  expect(bump.status()).toBe(200);
  const card = expo.getByTestId(`expo-${order.refNo}`);
  await expect(card.getByTestId('expo-progress')).toHaveText(
    /^Kitchen printer: working · Bar station: done \d{2}:\d{2}$/,
    {
      timeout: 20_000,
    },
  );
  await expect.poll(() => expo.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 45_000 }).toBe(true);
  // The cache is saved at most once a second: a save after the progress showed holds the bar's time.
  const barDoneAt = (await onServer(request, s, order._id))!.stations!.find((x) => x.name === 'Bar station')!.doneAt!;
  await savedForOffline(expo, barDoneAt);

  await goOffline(context, expo);
  await expo.reload();
  await expect(expo.getByRole('heading', { level: 2 })).toHaveText('Demo Bistro · Expo');
  await expect(card.getByTestId('expo-progress')).toHaveText(
    /^Kitchen printer: working · Bar station: done \d{2}:\d{2}$/,
  );
  await goOnline(context);
});
