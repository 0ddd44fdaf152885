/**
 * What a new user trips over: refunds (reason, roles), orders by status (complete all, dates, counts),
 * the kitchen tablet's start, switches in clickable rows, the order detail view, layout at three sizes,
 * dates in the restaurant's time zone, and the invoice's VAT and CVR.
 */
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { goOffline, goOnline, placeOrder, restaurantIdOf } from './kitchen-support';
import { expect, test, apiToken, LOGINS, loginAsAdmin, loginAsStaff } from './support';

const SHOTS = '.tmp/orders-shots';
mkdirSync(SHOTS, { recursive: true });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** The restaurant's (Copenhagen) date and time of an instant, as every screen shows it. */
const copenhagen = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
};

type Placed = Awaited<ReturnType<typeof placeOrder>> & { date: string; total: number };
/** An order placed and moved on through the API by the platform admin. */
async function orderIn(
  request: APIRequestContext,
  restaurant: string,
  status: 'pending' | 'confirmed' | 'completed',
  guest: string,
): Promise<Placed> {
  const order = (await placeOrder(request, restaurant, guest)) as Placed;
  const token = await apiToken(request);
  if (status !== 'pending')
    expect(
      (
        await request.put('/api/orders/restaurant/acceptorder', { headers: auth(token), data: { id: order._id } })
      ).status(),
    ).toBe(200);
  if (status === 'completed')
    expect(
      (
        await request.put('/api/orders/restaurant/completeorder', { headers: auth(token), data: { id: order._id } })
      ).status(),
    ).toBe(200);
  return order;
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Order status' });
const badgeOf = async (page: Page, tab: string) =>
  Number(
    (
      await strip(page)
        .getByRole('link', { name: new RegExp(`^${tab}`) })
        .innerText()
    ).replace(/\D/g, ''),
  );

test.describe('refund', () => {
  test('a waiter (RestaurantUser) is not offered Refund', async ({ page, request }) => {
    const order = await orderIn(request, 'Demo Bistro', 'completed', 'No Refund Guest');
    await loginAsStaff(page, LOGINS.waiter);
    await page.goto('/orders?status=completed');
    const card = page.getByTestId(`order-${order.refNo}`).filter({ hasText: 'No Refund Guest' });
    await expect(card.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  });

  test('a restaurant admin refunds only with a reason', async ({ page, request }) => {
    const order = await orderIn(request, 'Demo Bistro', 'completed', 'Refund Guest');
    await loginAsStaff(page);
    await page.goto('/orders?status=completed');
    const card = page.getByTestId(`order-${order.refNo}`).filter({ hasText: 'Refund Guest' });
    await card.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${order.refNo}` });
    // The dialog names the money going back (the order's total, thousands grouped) before anything moves.
    const amount = `${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(order.total)} DKK`;
    await expect(dialog).toContainText(`The customer gets ${amount} back.`);
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
    await expect(dialog.getByText('Please give a reason for the refund.')).toBeVisible();
    await dialog.getByLabel('Reason for the refund').fill('Cold food');
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
    await expect(page.getByText(/Order successfully refunded/)).toBeVisible();
    const token = await apiToken(request);
    const detail = await (
      await request.get(`/api/orders/restaurant/detail?id=${order._id}`, { headers: auth(token) })
    ).json();
    expect(detail.data.order).toMatchObject({ status: 'refunded', reason: 'Cold food' });
  });
});

test.describe('orders by status', () => {
  test("the Confirmed tab completes all confirmed orders, after asking; every card outside today's live view is dated", async ({
    page,
    request,
  }) => {
    const a = await orderIn(request, 'Harbour Grill', 'confirmed', 'All Guest A');
    const b = await orderIn(request, 'Harbour Grill', 'confirmed', 'All Guest B');
    await loginAsStaff(page, LOGINS.harbour);
    await page.goto('/orders?status=confirmed');
    const cardA = page.getByTestId(`order-${a.refNo}`).filter({ hasText: 'All Guest A' });
    await expect(cardA).toBeVisible();
    await expect(cardA.getByTestId('order-date')).toHaveText(copenhagen(a.date));
    await page.getByRole('button', { name: 'Complete all confirmed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('All confirmed orders successfully completed')).toBeVisible();
    await expect(page.getByText('No orders')).toBeVisible();
    expect(await badgeOf(page, 'Confirmed')).toBe(0);

    await page.goto('/orders?status=completed');
    const cardB = page.getByTestId(`order-${b.refNo}`).filter({ hasText: 'All Guest B' });
    await expect(cardB.getByTestId('order-date')).toHaveText(copenhagen(b.date));
    // Every card of the tab carries its date and time (short numbers repeat from day to day).
    const dates = await page.getByTestId('order-date').allInnerTexts();
    expect(dates.length).toBeGreaterThan(1);
    for (const d of dates) expect(d).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  test('while an offline accept waits to sync, the strip counts agree with the columns', async ({
    page,
    context,
    request,
  }) => {
    const order = await orderIn(request, 'Harbour Grill', 'pending', 'Count Guest');
    await loginAsStaff(page, LOGINS.harbour);
    const card = page.getByTestId(`order-${order.refNo}`).filter({ hasText: 'Count Guest' });
    await expect(card).toBeVisible();
    const column = (name: string) => page.locator(`[aria-label="${name}"]`).locator('.mantine-Badge-root').first();
    await expect
      .poll(async () => (await badgeOf(page, 'Pending')) - Number(await column('Pending').innerText()))
      .toBe(0);

    await goOffline(context, page);
    await card.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(card.getByTestId('waiting-to-sync')).toBeVisible();
    expect(await badgeOf(page, 'Pending')).toBe(Number(await column('Pending').innerText()));
    expect(await badgeOf(page, 'Confirmed')).toBe(Number(await column('Confirmed').innerText()));
    await goOnline(context);
    await expect(card.getByTestId('waiting-to-sync')).toBeHidden({ timeout: 20_000 });
  });
});

test.describe("the kitchen tablet's start", () => {
  /** The page runs as the installed app (display-mode: standalone), as when launched from the home screen. */
  const asInstalledApp = (page: Page) =>
    page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({
              matches: true,
              media: query,
              onchange: null,
              addListener() {},
              removeListener() {},
              addEventListener() {},
              removeEventListener() {},
              dispatchEvent: () => false,
            } as MediaQueryList)
          : original(query);
    });

  test('launched at /, the installed app reopens the kitchen screen the device was last on; otherwise the spec redirects', async ({
    page,
  }) => {
    await asInstalledApp(page);
    await loginAsStaff(page);
    await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/orders-dashboard\?restaurant=/);

    await strip(page)
      .getByRole('link', { name: /^Call A Waiter/ })
      .click();
    await expect(page).toHaveURL(/\/orders-callawaiter\?/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('kitchen-start-screen') ?? '{}').to))
      .toBe('/orders-callawaiter');
    await page.goto('/');
    await expect(page).toHaveURL(/\/orders-callawaiter\?restaurant=/);

    // Last on another screen: the spec's redirect of restaurant staff (to their menu).
    await strip(page)
      .getByRole('link', { name: /^Completed/ })
      .click();
    await expect(page).toHaveURL(/\/orders\?/);
    // The kitchen screen is forgotten once it has closed (the URL changes before the old screen unmounts).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kitchen-start-screen'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/menu\?id=/);
  });

  test('in a browser tab, / keeps the spec redirect', async ({ page }) => {
    await loginAsStaff(page);
    await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/menu\?id=/);
  });
});

test('/restaurant: a row switch does not open the row; the form opens without a failing request; CVR on the form', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const failed: string[] = [];
  const beaconSearches: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('request', (r) => r.url().includes('/api/beacon/search') && beaconSearches.push(r.url()));
  await page.goto('/restaurant');
  const row = page.getByRole('row', { name: /Harbour Grill/ });
  const routed = row.getByRole('switch', { name: 'Routed printing for Harbour Grill' });
  const before = await routed.isChecked();
  // A click on the switch's track (its label), as a finger does: the switch's call is answered, the row stays closed.
  const saved = page.waitForResponse((r) => r.url().includes('/api/restaurant/tooglerouted'));
  await row.locator('.mantine-Switch-track').first().click();
  await expect(routed).toBeChecked({ checked: !before });
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/restaurant$/);
  await row.locator('.mantine-Switch-track').first().click();
  await expect(routed).toBeChecked({ checked: before });
  await expect(page).toHaveURL(/\/restaurant$/);

  await row.getByRole('button', { name: /Edit/ }).click();
  const form = page.getByRole('dialog', { name: /Restaurant/ });
  await expect(form.getByLabel('CVR number')).toBeVisible();
  // Every request the form makes has answered.
  await page.waitForLoadState('networkidle');
  expect(beaconSearches).toEqual([]);
  expect(failed).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/restaurant-form-1280.png` });
});

test('recent orders: a row opens the order with its status history (who and when), payment and refund', async ({
  page,
  request,
}) => {
  const order = await orderIn(request, 'Demo Bistro', 'completed', 'Detail Guest');
  const token = await apiToken(request);
  expect(
    (
      await request.put('/api/orders/restaurant/refund', {
        headers: auth(token),
        data: { id: order._id, reason: 'Wrong dish served' },
      })
    ).status(),
  ).toBe(200);
  await loginAsAdmin(page);
  await page.goto('/recent-orders');
  await page.getByRole('row', { name: new RegExp(`#${order.id}\\)`) }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('Detail Guest');
  await expect(detail).toContainText('Payment: Card');
  await expect(detail).toContainText('Refund: manual');
  const history = detail.getByLabel('Status history');
  for (const step of ['Placed', 'Accepted', 'Completed', 'Refunded']) await expect(history).toContainText(step);
  await expect(history).toContainText('Reason: Wrong dish served');
  await expect(history).toContainText(/by .+/);
  await page.screenshot({ path: `${SHOTS}/order-detail-1280.png` });
});

for (const timezoneId of ['UTC', 'America/Los_Angeles']) {
  test.describe(`dates are the restaurant's in a browser on ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('order cards, the order detail and the deals list show the restaurant’s date and time', async ({
      page,
      request,
    }) => {
      const order = await orderIn(request, 'Demo Bistro', 'completed', `Zone Guest ${timezoneId}`);
      await loginAsAdmin(page);
      const token = await apiToken(request);
      const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
      await page.goto(`/orders?restaurant=${restaurant}&name=Demo%20Bistro&status=completed`);
      const card = page.getByTestId(`order-${order.refNo}`).filter({ hasText: `Zone Guest ${timezoneId}` });
      await expect(card.getByTestId('order-date')).toHaveText(copenhagen(order.date));

      await page.goto('/recent-orders');
      const row = page.getByRole('row', { name: new RegExp(`#${order.id}\\)`) });
      await expect(row).toContainText(copenhagen(order.date));

      const deals = (await (
        await request.get('/api/deals/fetch/active?page=1&size=25', { headers: auth(token) })
      ).json()) as { data: { name: string; startdate: string; enddate: string }[] };
      const deal = deals.data[0];
      await page.goto('/deals');
      const day = (iso: string) => copenhagen(iso).slice(0, 10);
      await expect(page.getByRole('row', { name: new RegExp(deal.name) }).first()).toContainText(day(deal.startdate));
      await expect(page.getByRole('row', { name: new RegExp(deal.name) }).first()).toContainText(day(deal.enddate));
      // The chart starts on the deal's first day (the restaurant's), not the day after.
      await page
        .getByRole('button', { name: `Statistics of ${deal.name}` })
        .first()
        .click();
      const stats = page.getByRole('dialog', { name: `Statistics: ${deal.name}` });
      await expect(stats).toContainText(`Redemptions per day, ${day(deal.startdate)} – ${day(deal.enddate)}`);
      const [d, m] = day(deal.startdate).split('/');
      const month = new Date(Date.UTC(2000, Number(m) - 1, 1)).toLocaleString('en-US', {
        month: 'short',
        timeZone: 'UTC',
      });
      const firstDay = stats
        .getByRole('figure', { name: 'Redemptions per day' })
        .locator('text')
        .filter({ hasText: /^\d{2} [A-Z][a-z]{2}$/ })
        .first();
      await expect(firstDay).toHaveText(`${d} ${month}`, { timeout: 15_000 });
    });
  });
}

test('the invoice: VAT included in the prices (20 % of the total), the restaurant’s name, address and CVR number', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const harbour = await restaurantIdOf(request, token, 'Harbour Grill');
  expect(
    (
      await request.put('/api/restaurant/edit', { headers: auth(token), data: { id: harbour, cvr: '12345678' } })
    ).status(),
  ).toBe(200);
  const order = await orderIn(request, 'Harbour Grill', 'confirmed', 'Invoice Guest');
  await loginAsStaff(page, LOGINS.harbour);
  await page.goto('/orders?status=confirmed');
  await page
    .getByTestId(`order-${order.refNo}`)
    .filter({ hasText: 'Invoice Guest' })
    .getByRole('button', { name: 'Print' })
    .click();
  const invoice = page.getByRole('dialog', { name: `Invoice ${order.refNo}` });
  await expect(invoice.getByTestId('invoice-restaurant')).toContainText('Harbour Grill');
  await expect(invoice.getByTestId('invoice-restaurant')).toContainText('CVR-nr. 12345678');
  const kr = (n: number) => n.toFixed(2).replace('.', ',');
  const net = Math.round((order.total * 100) / 1.25) / 100;
  await expect(invoice.getByTestId('invoice-net')).toContainText(kr(net));
  await expect(invoice.getByTestId('invoice-vat')).toContainText(kr(Math.round((order.total - net) * 100) / 100));
  await page.screenshot({ path: `${SHOTS}/invoice-1280.png` });
});

test("a customer's order history: a card opens the order's detail", async ({ page, request }) => {
  const token = await apiToken(request);
  const customers = (await (await request.get('/api/user/fetch?page=1&size=25', { headers: auth(token) })).json()) as {
    data: { _id: string; Email: string }[];
  };
  let found: { customer: { _id: string; Email: string }; order: { _id: string; id: number } } | undefined;
  for (const customer of customers.data) {
    const history = (await (
      await request.get(`/api/user/orderHistory?id=${customer._id}`, { headers: auth(token) })
    ).json()) as { data: { _id: string; id: number; status: string }[] };
    const order = history.data.find((o) => o.status === 'completed');
    if (order) {
      found = { customer, order };
      break;
    }
  }
  expect(found, 'a demo customer with a completed order').toBeTruthy();
  await loginAsAdmin(page);
  await page.goto(`/registeredusers-view?id=${found!.customer._id}&email=${encodeURIComponent(found!.customer.Email)}`);
  await page.getByRole('button', { name: `Order ${found!.order.id}` }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(`#${found!.order.id}`);
  await expect(detail.getByLabel('Status history')).toContainText('Completed');
});
