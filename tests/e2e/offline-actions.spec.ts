/**
 * Every staff action through a Wi-Fi drop, with the server really gone (its process stopped, not only the browser set
 * offline): once the screen says "Ready offline", each action is done through its own dialog, shown at once as waiting
 * to sync, kept through a reload made while the server is still gone, and applied exactly once, in order with the
 * others on the same order, when the server is back.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { foodAndDrinks, onServer, setup, TABLET } from './stations-support';
import { orderOnServer, placeOrder } from './kitchen-support';
import { apiToken, expect, loginAsStaff, test, unique } from './support';

test.use({ serviceWorkers: 'allow', viewport: TABLET });

const SHOTS = '.tmp/offline-actions';

/** Waits until this device has every file of the offline screens: the screen says so. */
async function readyOffline(page: Page) {
  await expect(page.getByTestId('offline-readiness')).toHaveText('Ready offline', { timeout: 45_000 });
}

/** The order as the server has it: its status and version (each applied action adds one). */
async function state(request: APIRequestContext, refNo: string) {
  const { status, version } = await orderOnServer(request, 'Demo Bistro', refNo);
  return { status, version };
}

/** The order's receipts waiting in the print queue. */
async function ticketsOf(request: APIRequestContext, orderId: string) {
  const res = await request.get('/api/print/queue/fetch', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  const { data } = (await res.json()) as { data: { order: { _id: string } }[] };
  return data.filter((t) => t.order._id === orderId).length;
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const confirmYes = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
const waiting = (card: Locator) => card.getByTestId('waiting-to-sync');
/** The screen's banner counts the actions waiting to sync. */
const queued = (page: Page, count: number) =>
  expect(page.getByTestId('connection-banner')).toContainText(
    `${count} ${count === 1 ? 'action' : 'actions'} waiting to sync`,
  );

/** Reloads while the server is still gone: the screen and its waiting actions come back from this device alone. */
async function reloadOffline(page: Page, count: number) {
  await page.reload();
  await queued(page, count);
}

test('the kitchen with its server gone: decline, long wait, accept, complete, line cancel, refund, reprint and complete all each reach the server once', async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  const s = await setup(request);
  const toDecline = await placeOrder(request, 'Demo Bistro', unique('Decline Guest'));
  const toLongWait = await placeOrder(request, 'Demo Bistro', unique('Long Wait Guest'));
  const toAccept = await placeOrder(request, 'Demo Bistro', unique('Accept Guest'));
  const toCancelLine = await foodAndDrinks(request, s, unique('Line Guest'));
  const toRefund = await foodAndDrinks(request, s, unique('Refund Guest'));
  const toReprint = await foodAndDrinks(request, s, unique('Reprint Guest'));
  const card = (refNo: string) => page.getByTestId(`order-${refNo}`);

  await loginAsStaff(page);
  await expect(card(toReprint.refNo)).toBeVisible();
  await readyOffline(page);
  await page.getByRole('heading', { level: 2 }).click(); // acknowledges the new-order alert
  const ticketsBefore = await ticketsOf(request, toReprint._id);
  await server.takeAway();

  // Decline, with its reason: the order leaves the board at once.
  await card(toDecline.refNo).getByRole('button', { name: 'Decline' }).click();
  const decline = dialogNamed(page, `Decline order ${toDecline.refNo}`);
  await decline.getByRole('radio', { name: 'Out of stock' }).check();
  await page.screenshot({ path: `${SHOTS}/kitchen-decline-dialog-offline.png` });
  await decline.getByRole('button', { name: 'Decline order' }).click();
  await queued(page, 1);
  await expect(card(toDecline.refNo)).toBeHidden();

  // Long wait, with its preparation time, then a yes.
  await card(toLongWait.refNo).getByRole('button', { name: 'Long wait' }).click();
  const prep = dialogNamed(page, `Long wait for order ${toLongWait.refNo}: preparation time`);
  await prep.getByRole('button', { name: 'Add 20 minutes' }).click();
  await prep.getByRole('button', { name: 'Confirm' }).click();
  await confirmYes(page);
  await expect(waiting(card(toLongWait.refNo))).toContainText(`Long wait ${toLongWait.refNo}`);

  // Accept, then Complete, of one order.
  await card(toAccept.refNo).getByRole('button', { name: 'Accept' }).click();
  await confirmYes(page);
  await expect(waiting(card(toAccept.refNo))).toContainText(`Accept ${toAccept.refNo}`);
  await card(toAccept.refNo).getByRole('button', { name: 'Complete' }).click();
  await confirmYes(page);
  await queued(page, 4);
  await expect(card(toAccept.refNo)).toBeHidden();

  // A line cancelled, with how many and why.
  await card(toCancelLine.refNo).getByRole('button', { name: 'Cancel line: 2× Elderflower lemonade' }).click();
  const cancel = dialogNamed(page, `Cancel a line of order ${toCancelLine.refNo}`);
  await cancel.getByLabel('Reason').fill('Out of lemons');
  await cancel.getByRole('button', { name: 'Cancel 2× Elderflower lemonade' }).click();
  await expect(waiting(card(toCancelLine.refNo))).toContainText(
    `Cancel 2× Elderflower lemonade of ${toCancelLine.refNo}`,
  );

  // A refund, with its reason.
  await card(toRefund.refNo).getByRole('button', { name: 'Refund' }).click();
  const refund = dialogNamed(page, `Refund order ${toRefund.refNo}`);
  await refund.getByLabel('Reason for the refund').fill('Wrong table');
  await refund.getByRole('button', { name: /^Refund / }).click();
  await queued(page, 6);
  await expect(card(toRefund.refNo)).toBeHidden();

  // The kitchen tickets sent again.
  await card(toReprint.refNo).getByRole('button', { name: 'Resend to kitchen' }).click();
  await confirmYes(page);
  await expect(waiting(card(toReprint.refNo))).toContainText(`Resend ${toReprint.refNo} to the kitchen`);

  // Everything confirmed completed, after all of the above.
  await page.getByRole('button', { name: 'Complete all confirmed' }).click();
  await confirmYes(page);
  await queued(page, 8);
  await expect(card(toReprint.refNo)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/kitchen-queued-offline.png` });

  await reloadOffline(page, 8);
  await expect(card(toDecline.refNo)).toBeHidden();
  await expect(card(toLongWait.refNo)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/kitchen-reloaded-offline.png` });

  await server.bringBack();
  await expect(page.getByTestId('connection-banner')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('was not applied')).toHaveCount(0);

  // Each action once, in order: placed is version 1, each applied action one more.
  expect(await state(request, toDecline.refNo)).toEqual({ status: 'cancelled', version: 2 });
  expect(await state(request, toLongWait.refNo)).toEqual({ status: 'completed', version: 3 });
  expect(await state(request, toAccept.refNo)).toEqual({ status: 'completed', version: 3 });
  // Accepted when placed (2), the line cancelled (3), completed by complete all (4).
  expect(await state(request, toCancelLine.refNo)).toEqual({ status: 'completed', version: 4 });
  expect(await state(request, toRefund.refNo)).toEqual({ status: 'refunded', version: 3 });
  expect((await state(request, toReprint.refNo)).status).toBe('completed');
  // The reprint's tickets, once: as many as one more reprint adds.
  const afterSync = await ticketsOf(request, toReprint._id);
  const again = await request.post('/api/orders/restaurant/reprint', {
    headers: { authorization: `Bearer ${s.token}` },
    data: { id: toReprint._id },
  });
  const perReprint = ((await again.json()) as { tickets: number }).tickets;
  expect(perReprint).toBeGreaterThan(0);
  expect(afterSync - ticketsBefore).toBe(perReprint);
});

test('a station and the expo with the server gone: line done, station done, their recalls and the expo complete each reach the server once', async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  const s = await setup(request);
  const atStation = await foodAndDrinks(request, s, unique('Station Guest'));
  const atExpo = await foodAndDrinks(request, s, unique('Expo Guest'));
  const stationPage = `/orders-dashboard?restaurant=${s.restaurant}&name=Demo%20Bistro&station=${s.kitchen}`;

  await loginAsStaff(page);
  await page.goto(stationPage);
  const card = page.getByTestId(`order-${atStation.refNo}`);
  await expect(card).toContainText('1× Mushroom risotto');
  await readyOffline(page);
  await page.getByRole('heading', { level: 2 }).click(); // acknowledges the new-order alert
  await server.takeAway();

  // On the kitchen station: one line crossed off, then the station's Done, then that bump recalled.
  await card.getByRole('button', { name: /^Cross off .*Mushroom risotto/ }).click();
  await queued(page, 1);
  await expect(card.locator('[data-done]')).toContainText('Mushroom risotto');
  await card.getByRole('button', { name: 'Done' }).click();
  await queued(page, 2);
  await page.getByRole('button', { name: 'Recall' }).click();
  const recall = page.getByRole('dialog', { name: 'Recall' });
  await page.screenshot({ path: `${SHOTS}/station-recall-offline.png` });
  await recall.getByRole('button', { name: `Recall ${atStation.refNo}` }).click();
  await queued(page, 3);
  await page.keyboard.press('Escape');

  // The expo, opened with the server gone: an order completed, then recalled.
  await page.goto(`/orders-dashboard?restaurant=${s.restaurant}&name=Demo%20Bistro&view=expo`);
  const expoCard = page.getByTestId(`expo-${atExpo.refNo}`);
  await expect(expoCard).toBeVisible();
  await queued(page, 3);
  await expoCard.getByRole('button', { name: 'Complete' }).click();
  await queued(page, 4);
  await expect(expoCard).toBeHidden();
  await page.getByRole('button', { name: 'Recall' }).click();
  await page
    .getByRole('dialog', { name: 'Recall' })
    .getByRole('button', { name: `Recall ${atExpo.refNo}` })
    .click();
  await queued(page, 5);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/expo-queued-offline.png` });

  await reloadOffline(page, 5);
  await server.bringBack();
  await expect(page.getByTestId('connection-banner')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('was not applied')).toHaveCount(0);

  // Accepted when placed (2); the line (3), the station (4) and its recall (5): back to work at the kitchen printer.
  const station = await onServer(request, s, atStation._id);
  expect(station?.version).toBe(5);
  expect(station?.stations?.find((x) => x.name === 'Kitchen printer')?.doneAt).toBeNull();
  // Accepted (2), completed (3), recalled (4): in preparation again.
  expect(await state(request, atExpo.refNo)).toEqual({ status: 'confirmed', version: 4 });
});

test('the waiter on a phone with the server gone: a call accepted and another declined each reach the server once', async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(120_000);
  const s = await setup(request);
  const call = async (table: number) => {
    const res = await request.post('/api/mobile/callawaiter', {
      data: { restaurant: s.restaurant, tablenumber: table, name: unique('Caller') },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  };
  const toAccept = await call(41);
  const toDecline = await call(42);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsStaff(page);
  await page.goto('/orders-callawaiter');
  const callCard = (table: number) => page.getByLabel(`Call from table ${table}`);
  await expect(callCard(41)).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await readyOffline(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  await server.takeAway();

  await callCard(41).getByRole('button', { name: 'Accept' }).click();
  await confirmYes(page);
  await expect(callCard(41)).toContainText('Waiting to sync: Accept the request of table 41');
  await callCard(42).getByRole('button', { name: 'Decline' }).click();
  await confirmYes(page);
  await expect(callCard(42)).toContainText('Waiting to sync: Decline the request of table 42');
  await expect(page.getByText(/2 actions waiting to sync/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/waiter-queued-offline.png` });

  await page.reload();
  await expect(page.getByText(/2 actions waiting to sync/)).toBeVisible();
  await server.bringBack();
  await expect(page.getByText(/actions? waiting to sync/)).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('was not applied')).toHaveCount(0);

  const statusOf = async (id: string, status: string) => {
    const res = await request.get(
      `/api/ordersrestaurant/callawaiter/fetch?restaurant=${s.restaurant}&status=${status}`,
      {
        headers: { authorization: `Bearer ${s.token}` },
      },
    );
    return ((await res.json()) as { data: { _id: string }[] }).data.some((c) => c._id === id);
  };
  expect(await statusOf(toAccept, 'accepted')).toBe(true);
  expect(await statusOf(toDecline, 'rejected')).toBe(true);
});
