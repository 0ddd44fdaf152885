/**
 * What a restaurant's users may do is the restaurant admin's choice (User Management's toggles). By default it is what
 * the specification gives a RestaurantUser: the demo waiter edits the menu (but not its restaurant-settings buttons),
 * edits the restaurant and sees reports and statistics; refunds only once the admin allows them. Each goes once the
 * admin turns it off.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_STAFF_PERMISSIONS, type StaffPermissions } from '../../src/contract/roles';
import { placeOrder, restaurantIdOf } from './kitchen-support';
import { dialog, notice, openOwnMenu, openSettings, shoot } from './restaurant-config-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Demo Bistro's users' permissions, as its admin sets them (the default unless given). */
async function setPermissions(request: APIRequestContext, permissions: StaffPermissions = DEFAULT_STAFF_PERMISSIONS) {
  const admin = await apiToken(request);
  const restaurant = await restaurantIdOf(request, admin, 'Demo Bistro');
  const res = await request.put('/api/restaurant/userpermissions/edit', {
    headers: auth(admin),
    data: { restaurant, ...permissions },
  });
  expect(res.status()).toBe(200);
  return restaurant;
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

async function expectWaiterScreens(page: Page, may: StaffPermissions, refNo: string, guest: string) {
  const count = (allowed: boolean) => (allowed ? 1 : 0);
  await openOwnMenu(page);
  await expect(page.getByText('Flank steak', { exact: true })).toBeVisible();
  for (const name of MENU_EDITING)
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(count(may.menu));
  await expect(page.getByRole('button', { name: 'Edit Flank steak' })).toHaveCount(count(may.menu));
  // Never the restaurant-settings group: the spec hides it from RestaurantUser whatever the toggles say.
  await expect(page.getByRole('toolbar', { name: 'Restaurant settings' })).toHaveCount(0);

  await page.goto('/restaurant');
  const row = page.getByRole('row', { name: /Demo Bistro/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit Demo Bistro' })).toHaveCount(count(may.settings));
  await expect(row.getByRole('link', { name: 'Statistics of Demo Bistro' })).toHaveCount(count(may.reports));

  await page.goto('/orders?status=completed');
  const card = page.getByTestId(`order-${refNo}`).filter({ hasText: guest });
  await expect(card.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(count(may.refund));
}

test('the demo waiter at 1440×900 edits the menu and the restaurant and sees the report, as the spec says; the admin allows refunds and turns the rest off', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const guest = 'Permissions Guest';
  const order = await completedOrder(request, guest);
  const restaurant = await restaurantIdOf(request, await apiToken(request), 'Demo Bistro');
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    await loginAsStaff(page, LOGINS.waiter);
    await expectWaiterScreens(page, DEFAULT_STAFF_PERMISSIONS, order.refNo, guest);
    await openOwnMenu(page);
    await shoot(page, 'waiter-menu-spec-default');
    await page.goto(`/report?restaurant=${restaurant}&name=Demo%20Bistro`);
    await expect(page.getByRole('heading', { name: 'Report for Demo Bistro' })).toBeVisible();
    await shoot(page, 'waiter-report-spec-default');

    // The restaurant admin, on another device, allows refunds and turns the other three off in User Management.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await openSettings(admin);
    await admin.getByRole('button', { name: 'User Management' }).click();
    const users = dialog(admin, 'User Management');
    for (const [label, on] of [
      ['Edit the menu and prices', true],
      ['Edit restaurant settings', true],
      ['See reports and statistics', true],
      ['Refund orders', false],
    ] as const) {
      const toggle = users.getByRole('switch', { name: label });
      await expect(toggle).toBeChecked({ checked: on });
      await expect(users.getByText(on ? 'On by default' : 'Off by default').first()).toBeVisible();
      await toggle.click({ force: true });
      await expect(toggle).toBeChecked({ checked: !on });
      await expect(notice(admin, 'Successfully updated user permissions!').last()).toBeVisible();
    }
    await shoot(admin, 'user-management-permissions');
    await adminContext.close();

    await expectWaiterScreens(page, { menu: false, settings: false, reports: false, refund: true }, order.refNo, guest);
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
    await setPermissions(request);
  }
});

test("a waiter whose admin turned reports off, opening a report's address directly, is told so", async ({
  page,
  request,
}) => {
  const restaurant = await setPermissions(request, { ...DEFAULT_STAFF_PERMISSIONS, reports: false });
  try {
    await loginAsStaff(page, LOGINS.waiter);
    await page.goto(`/restaurant-statistics?restaurant=${restaurant}&name=Demo%20Bistro`);
    await expect(
      page.getByText('Your restaurant admin has not allowed users to see reports and statistics').first(),
    ).toBeVisible();
  } finally {
    await setPermissions(request);
  }
});
