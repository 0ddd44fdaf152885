import { expect, test, loginAsAdmin, loginAsStaff } from './support';

const ADMIN_SIDEBAR = [
  'Dashboard',
  'Users',
  'Registered Users',
  'News Feeds',
  'Promos',
  'Restaurants',
  'Orders',
  'Push Notifications',
  'Tags',
  'Stamps',
  'Perks',
  'Geopush',
  'Settlements',
];
const ADMIN_MENU = [
  'Push Logs',
  'SMS Logs',
  'Print queue',
  'Config',
  'Sync Online POS',
  'Settlements',
  'Logs',
  'Logout',
];

test('the admin sees the admin sidebar and the whole profile menu', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link')).toHaveText(ADMIN_SIDEBAR);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(ADMIN_MENU);
  await page.getByRole('menuitem', { name: 'Settlements' }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByRole('heading', { name: 'Settlements' })).toBeVisible();
});

test('restaurant staff have only Logout in the profile menu', async ({ page }) => {
  await loginAsStaff(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Logout']);
});

test('restaurant staff cannot open admin-only screens', async ({ page }) => {
  await loginAsStaff(page);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/orders-dashboard\?/);
});

test('under 500 px the sidebar starts collapsed and the burger opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toBeInViewport();
  await sidebar.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/users/);
  await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).not.toBeInViewport();
});

test('an unknown address inside the app says so', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
