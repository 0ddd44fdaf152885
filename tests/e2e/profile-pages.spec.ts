import { type Page } from '@playwright/test';
import { expect, test, loginAsAdmin, loginAsStaff } from './support';

async function openFromProfileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** YYYY-MM-DD of today in Copenhagen, as the app counts days. */
const day = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));

test('Push Logs list the pushes 25 at a time', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromProfileMenu(page, 'Push Logs');
  await expect(page).toHaveURL(/\/push-logs$/);
  await expect(page.getByRole('heading', { name: 'Push Logs' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Date',
    'Initiated By',
    'Type',
    'Devices Pushed',
    'Status',
    'Others',
  ]);
  await expect(page.getByRole('row')).toHaveCount(26);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/push-logs\?page=2$/);
  // Other specs add pushes meanwhile, so which push opens page 2 varies: it lists pushes and says it is page 2.
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('row').nth(1)).toContainText(/@example\.com|System/);
});

test('SMS Logs: counts per restaurant, one restaurant paged, and the date-range rules', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromProfileMenu(page, 'SMS Logs');
  await expect(page).toHaveURL(/\/sms-logs$/);
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  await expect(from).toHaveValue(`${day().slice(0, 4)}-01-01`);
  await expect(to).toHaveValue(day());

  const counts = page.getByRole('table', { name: 'SMS per restaurant' });
  await expect(counts.getByRole('row')).toHaveCount(5); // header, 3 restaurants, all
  // The restaurant with the most SMS is shown first.
  const top = (await counts.getByRole('row').nth(1).getByRole('cell').first().textContent())!;
  await expect(page.getByRole('heading', { name: top })).toBeVisible();
  const logs = page.getByRole('table', { name: 'SMS logs' });
  await expect(logs.getByRole('columnheader')).toHaveText(['Date', 'Mobile Number', 'Message', 'Order ID', 'Status']);
  await expect(logs.getByRole('row')).toHaveCount(26);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);

  await counts.getByRole('row', { name: /Harbour Grill/ }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Grill' })).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(logs.getByRole('row').nth(1)).toContainText('Harbour Grill');

  // To after today, then From after To: said under the field, and nothing is loaded.
  await to.fill(day(2));
  await to.blur();
  await expect(page.getByText("'To' cannot be after today")).toBeVisible();
  await expect(logs).toBeHidden();
  await to.fill(day(-10));
  await to.blur();
  await expect(page).toHaveURL(new RegExp(`to=${day(-10)}`));
  // The page has taken the new To (its error is gone) before From is changed: From's change is sent with the To shown.
  await expect(page.getByText("'To' cannot be after today")).toBeHidden();
  await from.fill(day(-5));
  await from.blur();
  await expect(page.getByText("'From' cannot be after 'To'")).toBeVisible();
  await from.fill(day(-20));
  await from.blur();
  await expect(page.getByText("'From' cannot be after 'To'")).toBeHidden();
  await expect(logs.getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${day(-20)}&to=${day(-10)}`));
});

test('Print queue shows the receipts waiting, with their lines', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromProfileMenu(page, 'Print queue');
  await expect(page).toHaveURL(/\/print-queue$/);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Date',
    'Order',
    'Restaurant',
    'Printer',
    'Status',
    'Items',
  ]);
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.first()).toContainText('Kitchen printer');
  await expect(rows.first()).toContainText('Waiting');
  expect(await rows.count()).toBeGreaterThan(2);
  await expect(rows.first()).toContainText(/\d+ × /);
});

test('Config: a switch and a number are saved; a wrong number is refused', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromProfileMenu(page, 'Config');
  await expect(page).toHaveURL(/\/config$/);
  for (const name of ['Card fee', 'Payments', 'Login Buttons', 'Advance order lag time'])
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  const facebook = page.getByRole('switch', { name: 'loginbuttons Facebook' });
  const wasOn = await facebook.isChecked();
  await facebook.click({ force: true });
  await expect(page.getByText('Configurations updated successfully!')).toBeVisible();
  await page.reload();
  await expect(facebook).toBeChecked({ checked: !wasOn });

  const fee = page.getByRole('textbox', { name: 'cardfee' });
  await expect(fee).toHaveValue(/ %$/);
  const row = page.getByTestId('config-cardfee');
  await fee.fill('150');
  await expect(row.getByText('Value must be between 0 and 100')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
  await fee.fill('1.75');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configurations updated successfully!').first()).toBeVisible();
  await page.reload();
  await expect(fee).toHaveValue('1.75 %');

  // The change is in the system log.
  await openFromProfileMenu(page, 'Logs');
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('columnheader')).toHaveText(['DateTime', 'Email', 'Type', 'Others']);
  await expect(page.getByRole('row')).toHaveCount(11);
  // Newest first: the first config change listed is the one just made (others may sign in meanwhile).
  const change = page.getByRole('row').filter({ hasText: 'Change the value of a config item' }).first();
  await expect(change).toContainText('admin@example.com');
  await expect(change).toContainText('PUT /api/config/edit → 200');
  await change.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toContainText('"value": 1.75');
});

test('Sync Online POS says plainly that it is not configured', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromProfileMenu(page, 'Sync Online POS');
  await expect(page).toHaveURL(/\/sync-online-pos$/);
  await page.getByRole('button', { name: 'Sync products' }).click();
  await expect(page.getByText('Please select restaurant')).toBeVisible();
  await page.getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name: 'Demo Bistro' }).click();
  await page.getByRole('button', { name: 'Sync products' }).click();
  const answer = page.getByRole('alert').filter({ hasText: 'Nothing was synced' });
  await expect(answer).toContainText('Online POS DK is not configured');
  await expect(page.getByText('Synced', { exact: true })).toHaveCount(0);
});

test('restaurant staff cannot open the profile-menu pages', async ({ page }) => {
  await loginAsStaff(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logs' })).toHaveCount(0);
  for (const path of ['/logs', '/sms-logs', '/config', '/registeredusers']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/orders-dashboard\?/);
  }
});
