/**
 * What a restaurant's users may do is the restaurant admin's choice (User Management's toggles): by default the demo
 * waiter sees the menu read-only and no Statistics, restaurant Edit or Refund; each appears once the admin allows it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { placeOrder, restaurantIdOf } from './kitchen-support';
import { dialog, notice, openOwnMenu, openSettings, shoot } from './restaurant-config-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const NONE = { menu: false, settings: false, reports: false, refund: false };

/** Demo Bistro's users back to none of the permissions, as the other specs expect them. */
async function resetPermissions(request: APIRequestContext) {
  const admin = await apiToken(request);
  const restaurant = await restaurantIdOf(request, admin, 'Demo Bistro');
  const res = await request.put('/api/restaurant/userpermissions/edit', {
    headers: auth(admin),
    data: { restaurant, ...NONE },
  });
  expect(res.status()).toBe(200);
}

/** A completed order of Demo Bistro, ready to be refunded. */
async function completedOrder(request: APIRequestContext, guest: string) {
  const order = await placeOrder(request, 'Demo Bistro', guest);
  const token = await apiToken(request);
  for (const step of ['acceptorder', 'completeorder'])
    expect(
      (await request.put(`/api/orders/restaurant/${step}`, { headers: auth(token), data: { id: order._id } })).status(),
    ).toBe(200);
  return order;
}

const MENU_EDITING = ['Add product', 'Sort', 'Add drinks', 'Add extras', 'Higher Categories', 'Add Category'];

async function expectWaiterScreens(page: Page, allowed: boolean, refNo: string, guest: string) {
  const count = allowed ? 1 : 0;
  await openOwnMenu(page);
  await expect(page.getByText('Flank steak', { exact: true })).toBeVisible();
  for (const name of MENU_EDITING) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Edit Flank steak' })).toHaveCount(count);
  // Never the restaurant-settings group: the spec hides it from RestaurantUser whatever the toggles say.
  await expect(page.getByRole('toolbar', { name: 'Restaurant settings' })).toHaveCount(0);

  await page.goto('/restaurant');
  const row = page.getByRole('row', { name: /Demo Bistro/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit Demo Bistro' })).toHaveCount(count);
  await expect(row.getByRole('link', { name: 'Statistics of Demo Bistro' })).toHaveCount(count);

  await page.goto('/orders?status=completed');
  const card = page.getByTestId(`order-${refNo}`).filter({ hasText: guest });
  await expect(card.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(count);
}

test('the restaurant admin lets users edit the menu, settings, reports and refunds; until then the waiter sees none', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const guest = 'Permissions Guest';
  const order = await completedOrder(request, guest);
  try {
    await loginAsStaff(page, LOGINS.waiter);
    await expectWaiterScreens(page, false, order.refNo, guest);
    await shoot(page, 'waiter-without-permissions');

    // The restaurant admin, on another device, turns the four toggles on in User Management.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await openSettings(admin);
    await admin.getByRole('button', { name: 'User Management' }).click();
    const users = dialog(admin, 'User Management');
    for (const label of [
      'Edit the menu and prices',
      'Edit restaurant settings',
      'See reports and statistics',
      'Refund orders',
    ]) {
      const toggle = users.getByRole('switch', { name: label });
      await expect(toggle).not.toBeChecked();
      await toggle.click({ force: true });
      await expect(toggle).toBeChecked();
      await expect(notice(admin, 'Successfully updated user permissions!').last()).toBeVisible();
    }
    await shoot(admin, 'user-management-permissions');
    await adminContext.close();

    await expectWaiterScreens(page, true, order.refNo, guest);
    await page
      .getByTestId(`order-${order.refNo}`)
      .filter({ hasText: guest })
      .getByRole('button', { name: 'Refund' })
      .click();
    const refund = page.getByRole('dialog', { name: `Refund order ${order.refNo}` });
    await refund.getByLabel('Reason for the refund').fill('Wrong table');
    await refund.getByRole('button', { name: /^Refund \d/ }).click();
    await expect(page.getByText(/Order successfully refunded/)).toBeVisible();
  } finally {
    await resetPermissions(request);
  }
});

test("a waiter who opens a report's address directly is told reports are not allowed", async ({ page, request }) => {
  const token = await apiToken(request);
  const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
  await loginAsStaff(page, LOGINS.waiter);
  await page.goto(`/restaurant-statistics?restaurant=${restaurant}&name=Demo%20Bistro`);
  await expect(
    page.getByText('Your restaurant admin has not allowed users to see reports and statistics').first(),
  ).toBeVisible();
});
