import { expect, test, apiToken, LOGINS, loginAsAdmin, loginAsStaff, passwordInput } from './support';

test('a wrong password shows Invalid Credentials and clears the admin login fields', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill(LOGINS.admin.email);
  await passwordInput(page).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(passwordInput(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin signs in to the dashboard counters, which link to their lists', async ({ page, request }) => {
  // Other specs delete customers: the counter shows what the server counts (48 in the demo data).
  const counts = await request.get('/api/dashboard/home', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  const customers = ((await counts.json()) as { data: { Registeredusers: number } }).data.Registeredusers;
  expect(customers).toBeGreaterThan(40);
  await loginAsAdmin(page);
  const main = page.getByRole('main');
  const counters = [
    ['Users', 'Users', /^\d+$/],
    ['Total Customers', 'Registeredusers', new RegExp(`^${customers}$`)],
    ['Deals', 'Deals', /^\d+$/],
    ['News Feeds', 'News', /^\d+$/],
    ['Restaurants', 'Restaurant', /^\d+$/],
  ] as const;
  for (const [label, key, value] of counters) {
    // A counter's link is named by what it shows: its label, then its count (WCAG 2.5.3 Label in Name).
    const link = main.getByRole('link', { name: new RegExp(`^${label} ${value.source.slice(1, -1)}$`) });
    await expect(link).toBeVisible();
    await expect(link.getByTestId(`count-${key}`)).toHaveText(value);
  }
  await page.getByRole('main').getByRole('link', { name: 'Total Customers' }).click();
  await expect(page).toHaveURL(/\/registeredusers$/);
});

test('signed-in visitors of the login pages go to the dashboard; signed-out visitors of pages go to the login', async ({
  page,
}) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await loginAsAdmin(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/restaurant-login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('restaurant staff land on their orders dashboard and are sent from /dashboard to their menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Restaurant User?' }).click();
  await expect(page.getByRole('heading', { name: 'For Restaurants' })).toBeVisible();
  await loginAsStaff(page);
  const url = new URL(page.url());
  expect(url.searchParams.get('name')).toBe('Demo Bistro');
  expect(url.searchParams.get('restaurant')).toMatch(/^[0-9a-f]{24}$/);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Orders Dashboard',
    'Call A Waiter',
    'Orders',
    'Recent Orders',
    'Menu',
    'My Restaurant',
    'Restaurant settings',
    'Routing',
    'Statistics',
    'Report',
    'Per Category Report',
    'Table Number Statistics',
    'Product Statistics',
    'Speed of Service',
  ]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`/menu\\?id=${url.searchParams.get('restaurant')}&name=Demo(\\+|%20)Bistro`));
});

test('a waiter signing in on a phone lands on Call A Waiter; on a tablet, and an admin on a phone, the dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsStaff(page, LOGINS.waiter, /\/orders-callawaiter\?restaurant=[0-9a-f]{24}&name=Demo(\+|%20)Bistro$/);
  await expect(page.getByRole('heading', { name: 'Call A Waiter' }).first()).toBeVisible();
  await page.screenshot({ path: '.tmp/sign-in-shots/waiter-phone-landing-390x844.png' });
  for (const [who, width, height] of [
    [LOGINS.waiter, 800, 1280],
    [LOGINS.bistro, 390, 844],
  ] as const) {
    const other = await (await browser.newContext({ baseURL, viewport: { width, height } })).newPage();
    await loginAsStaff(other, who);
    await other.context().close();
  }
});

test('the admin login does not accept restaurant staff, nor the restaurant login the admin', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill(LOGINS.bistro.email);
  await passwordInput(page).fill(LOGINS.bistro.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials' })).toBeVisible();
  await page.goto('/restaurant-login');
  await page.getByLabel('Username').fill(LOGINS.admin.email);
  await passwordInput(page).fill(LOGINS.admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials' })).toBeVisible();
});

test('logout ends the session on the server and in the browser', async ({ page }) => {
  await loginAsAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('profile')])).toEqual([
    null,
    null,
  ]);
  const res = await page.request.get('/api/dashboard/home', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('a session revoked elsewhere sends the browser back to the login page', async ({ page }) => {
  await loginAsAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.delete('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  // The next call of the app meets a 401 (the dashboard may already have made one): back to the login page.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a kitchen screen whose session ends elsewhere goes to the login page by itself', async ({ page }) => {
  await loginAsStaff(page);
  await expect.poll(() => page.evaluate(() => window.__realtime?.connected())).toBe(true);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.delete('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  // No click and no navigation: the server closes the screen's live connection, which then finds its session gone.
  await expect(page).toHaveURL(/\/restaurant-login$|\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
