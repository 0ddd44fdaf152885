import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_STAFF_PERMISSIONS } from '../../src/contract/roles';
import { restaurantIdOf } from './kitchen-support';
import { apiToken, expect, LOGINS, test, loginAsAdmin, loginAsStaff } from './support';

/** The admin's sidebar, group by group: every spec'd entry with its label, and the screens reached before only from elsewhere. */
const ADMIN_SIDEBAR: Record<string, string[]> = {
  Kitchen: ['Orders', 'Recent Orders'],
  Menu: ['Tags'],
  Restaurant: ['Restaurants', 'Beacons', 'Trucks', 'Markets'],
  Promotions: [
    'Promos',
    'Deals',
    'Custom Deals',
    'Coupons',
    'Stamps',
    'Perks',
    'News Feeds',
    'Push Notifications',
    'Geopush',
  ],
  Reports: ['Settlements', 'Speed of Service'],
  Platform: ['Users', 'Registered Users'],
};
const ADMIN_SIDEBAR_LINKS = ['Dashboard', ...Object.values(ADMIN_SIDEBAR).flat()];
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
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link')).toHaveText(ADMIN_SIDEBAR_LINKS);
  for (const [group, links] of Object.entries(ADMIN_SIDEBAR))
    await expect(sidebar.getByRole('group', { name: group }).getByRole('link')).toHaveText(links);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '.tmp/nav-shots/sidebar-admin-1440x900.png' });
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(ADMIN_MENU);
  await page.getByRole('menuitem', { name: 'Settlements' }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByRole('heading', { name: 'Settlements' })).toBeVisible();
});

test('the admin reaches deals, coupons, trucks and markets from the sidebar in one click', async ({ page }) => {
  await loginAsAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const [link, url, heading] of [
    ['Deals', /\/deals$/, 'Deals'],
    ['Coupons', /\/coupons$/, 'Coupons'],
    ['Trucks', /\/trucks$/, 'Trucks'],
    ['Markets', /\/markets$/, 'Markets'],
  ] as const) {
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: link, exact: true })).toHaveAttribute('data-active', 'true');
  }
});

const STAFF_KITCHEN = ['Orders Dashboard', 'Call A Waiter', 'Orders', 'Recent Orders'];
const STAFF_REPORTS = ['Statistics', 'Report', 'Per Category Report', 'Table Number Statistics', 'Product Statistics'];

test('a restaurant admin finds the kitchen, the menu, the restaurant and its reports in the sidebar', async ({
  page,
}) => {
  await loginAsStaff(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('group', { name: 'Kitchen' }).getByRole('link')).toHaveText(STAFF_KITCHEN);
  await expect(sidebar.getByRole('group', { name: 'Menu' }).getByRole('link')).toHaveText(['Menu']);
  await expect(sidebar.getByRole('group', { name: 'Restaurant' }).getByRole('link')).toHaveText([
    'My Restaurant',
    'Restaurant settings',
    'Routing',
  ]);
  await expect(sidebar.getByRole('group', { name: 'Reports' }).getByRole('link')).toHaveText([
    ...STAFF_REPORTS,
    'Speed of Service',
  ]);
  await expect(sidebar.getByRole('group', { name: 'Promotions' })).toHaveCount(0);
  await expect(sidebar.getByRole('group', { name: 'Platform' })).toHaveCount(0);
  // The kitchen dashboard keeps the sidebar folded: one click on the burger, one on the entry.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await sidebar.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/menu\?id=[0-9a-f]{24}&name=Demo(\+|%20)Bistro/);
  await expect(page.getByText('Flank steak', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '.tmp/nav-shots/sidebar-staff-1440x900.png' });
});

/** Demo Bistro's users allowed reports or not, the rest as by default (the restaurant admin's toggle in User Management). */
async function allowReports(request: APIRequestContext, reports: boolean) {
  const admin = await apiToken(request);
  const restaurant = await restaurantIdOf(request, admin, 'Demo Bistro');
  const res = await request.put('/api/restaurant/userpermissions/edit', {
    headers: { authorization: `Bearer ${admin}` },
    data: { restaurant, ...DEFAULT_STAFF_PERMISSIONS, reports },
  });
  expect(res.status()).toBe(200);
}

test('a restaurant user sees Reports in the sidebar unless their restaurant turns it off, and never Routing', async ({
  page,
  request,
}) => {
  await loginAsStaff(page, LOGINS.waiter);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('group', { name: 'Kitchen' }).getByRole('link')).toHaveText(STAFF_KITCHEN);
  await expect(sidebar.getByRole('group', { name: 'Menu' }).getByRole('link')).toHaveText(['Menu']);
  await expect(sidebar.getByRole('group', { name: 'Restaurant' }).getByRole('link')).toHaveText(['My Restaurant']);
  await expect(sidebar.getByRole('group', { name: 'Reports' }).getByRole('link')).toHaveText(STAFF_REPORTS);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: '.tmp/nav-shots/sidebar-waiter-390x844.png' });
  try {
    await allowReports(request, false);
    await page.reload();
    await expect(sidebar.getByRole('group', { name: 'Kitchen' }).getByRole('link')).toHaveText(STAFF_KITCHEN);
    await expect(sidebar.getByRole('group', { name: 'Reports' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Statistics' })).toHaveCount(0);
  } finally {
    await allowReports(request, true);
  }
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
  const restaurants = sidebar.getByRole('link', { name: 'Restaurants', exact: true });
  const users = sidebar.getByRole('link', { name: 'Users', exact: true });
  await expect(restaurants).not.toBeInViewport();
  await expect(users).not.toBeInViewport();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(restaurants).toBeInViewport();
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: '.tmp/nav-shots/sidebar-admin-390x844.png' });
  // The groups are longer than a phone screen: the sidebar scrolls to its last entry.
  await users.scrollIntoViewIfNeeded();
  await expect(users).toBeInViewport();
  await users.click();
  await expect(page).toHaveURL(/\/users/);
  await expect(users).not.toBeInViewport();
  await expect(restaurants).not.toBeInViewport();
});

test('an unknown address inside the app says so', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
