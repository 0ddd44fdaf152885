import { type Locator, type Page } from '@playwright/test';
import { expect, test, apiToken, loginAsAdmin, unique } from './support';

const statusFilter = (page: Page) => page.getByRole('radiogroup', { name: 'Status' });
/** The status badge of a row (green for active, red otherwise). */
const badge = (row: Locator, text: string) =>
  row.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`) });

test('deals: status views from the URL, badges, paging and the empty list', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: 'Deals' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11); // header + 10
  await expect(page.getByRole('row').nth(1).getByText('Active', { exact: true })).toBeVisible();

  await statusFilter(page).getByText('Upcoming').click();
  await expect(page).toHaveURL(/\/deals\?status=upcoming$/);
  await expect(page.getByRole('row', { name: /Burger night/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /2 for 1 lunch/ })).toHaveCount(0);

  await statusFilter(page).getByText('Personal').click();
  await expect(page.getByRole('row', { name: /VIP tasting menu/ })).toBeVisible();

  await statusFilter(page).getByText('Expired').click();
  await expect(page).toHaveURL(/status=expired/);
  const expired = page.getByRole('row', { name: /Winter soup/ });
  await expect(badge(expired, 'Expired')).toHaveAttribute('style', /--badge-bg: var\(--mantine-color-red-filled\)/);
  await expect(expired.getByRole('button', { name: 'Push Winter soup' })).toBeDisabled();

  await page.reload();
  await expect(statusFilter(page).getByRole('radio', { name: 'Expired' })).toBeChecked();

  await statusFilter(page).getByText('Active').click();
  await expect(badge(page.getByRole('row').nth(1), 'Active')).toHaveAttribute(
    'style',
    /--badge-bg: var\(--mantine-color-green-filled\)/,
  );
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/status=active&page=2/);
  await expect(page.getByRole('row')).toHaveCount(4);

  await page.goto('/deals?status=upcoming&page=9');
  await expect(page.getByText('No coupons')).toBeVisible();
});

test('deals: create with the type clearing its attachments, edit and delete', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await page.goto('/deals');
  await page.getByRole('button', { name: 'Add Deal' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Deal' });
  const name = unique('Soup and bread');
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Header').fill('Warm up');
  await modal.getByLabel('Price').fill('65');

  await modal.getByRole('combobox', { name: 'Markets' }).click();
  await page.getByRole('option', { name: 'Torvehallerne' }).click();
  await expect(modal.getByText('Torvehallerne', { exact: true })).toBeVisible();
  // Choosing another type clears what was attached.
  await modal.getByText('Truck', { exact: true }).click();
  await expect(modal.getByRole('combobox', { name: 'Trucks' })).toBeVisible();
  await expect(modal.getByText('Torvehallerne', { exact: true })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Please select deal type attachment!')).toBeVisible();

  await modal.getByRole('combobox', { name: 'Trucks' }).click();
  await page.getByRole('option', { name: 'Taco Truck Nørrebro' }).click();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created deal!')).toBeVisible();
  await expect(modal).toBeHidden();

  // Active from today for 30 days: the last of the active deals, on page 2.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Warm up');
  await expect(row).toContainText('Truck');
  await expect(row).toContainText('65.00 DKK');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Deal' });
  await expect(edit.getByText('Taco Truck Nørrebro', { exact: true })).toBeVisible();
  await edit.getByText('Market', { exact: true }).click();
  await expect(edit.getByText('Taco Truck Nørrebro', { exact: true })).toHaveCount(0);
  await edit.getByRole('combobox', { name: 'Markets' }).click();
  await page.getByRole('option', { name: 'Reffen Street Food' }).click();
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated deal!')).toBeVisible();
  await expect(row).toContainText('Market');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete record?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted deal!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('deals: push after confirmation says plainly that nothing was sent, and Push Logs record it', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/deals');
  await page.getByRole('button', { name: 'Push 2 for 1 lunch' }).click();
  const confirm = page.getByRole('dialog', { name: 'Push deal' });
  await expect(confirm).toContainText(
    'Are you sure you want to push "2 for 1 lunch" to the devices of every customer?',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Push 2 for 1 lunch' }).click();
  await page.getByRole('dialog', { name: 'Push deal' }).getByRole('button', { name: 'Push' }).click();
  await expect(
    page.getByText(/^Not sent: no push provider is configured\. The push to \d+ devices is recorded in Push Logs\.$/),
  ).toBeVisible();

  await page.goto('/push-logs');
  // Newest first; other tests may push at the same time, so look for this deal's entry (Others names the deal, not its id).
  const newest = page.getByRole('row').filter({ hasText: 'name: 2 for 1 lunch' }).first();
  await expect(newest).toContainText('admin@example.com');
  await expect(newest).toContainText('Deal');
  await expect(newest).not.toContainText('dealid');
  await expect(newest).toContainText(/not sent/i);
});

test('deals: the statistics chart of a deal', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/deals');
  await page.getByRole('button', { name: 'Statistics of 2 for 1 lunch' }).click();
  const modal = page.getByRole('dialog', { name: 'Statistics: 2 for 1 lunch' });
  await expect(modal.getByText(/^Total: \d+$/)).toBeVisible();
  const chart = modal.getByRole('figure', { name: 'Redemptions per day' });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(3);
});

test('a link to /deals?id=…&status=… opens that deal for editing', async ({ page, request }) => {
  const token = await apiToken(request);
  const res = await request.get('/api/deals/fetch/personal?page=1&size=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  const vip = ((await res.json()) as { data: { _id: string; name: string }[] }).data.find(
    (d) => d.name === 'VIP tasting menu',
  )!;
  await loginAsAdmin(page);
  await page.goto(`/deals?id=${vip._id}&status=personal`);
  const edit = page.getByRole('dialog', { name: 'Update Deal' });
  await expect(edit.getByLabel('Name')).toHaveValue('VIP tasting menu');
  await expect(edit.getByRole('switch', { name: /Exclusive deal/ })).toBeChecked();
  await expect(edit.getByText(/^[a-z.]+\d+@example\.net$/)).toHaveCount(6);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/deals\?status=personal$/);

  // Restaurants link custom deals to /deals too: the custom deal opens with its promo code.
  const custom = await request.get('/api/deals/fetch/active?page=1&size=10&iscustom=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  const hello = ((await custom.json()) as { data: { _id: string; promocode: string }[] }).data.find(
    (d) => d.promocode === 'HELLO',
  )!;
  await page.goto(`/deals?id=${hello._id}&status=active`);
  await expect(page.getByRole('dialog', { name: 'Update Custom Deal' }).getByLabel('Promo code')).toHaveValue('HELLO');
  await page.getByRole('dialog', { name: 'Update Custom Deal' }).getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/deals?id=${'0'.repeat(24)}&status=active`);
  await expect(page.getByText('Deal not found')).toBeVisible();
});

test('custom deals: no personal view, and a promo code that must be free', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await page.goto('/customdeals?status=personal');
  await expect(page.getByRole('heading', { name: 'Custom Deals' })).toBeVisible();
  await expect(statusFilter(page).getByRole('radio')).toHaveCount(3);
  await expect(statusFilter(page).getByRole('radio', { name: 'Active' })).toBeChecked();
  await expect(page.getByRole('row', { name: /App launch code/ })).toContainText('HELLO');

  await page.getByRole('button', { name: 'Add Custom Deal' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Custom Deal' });
  const name = unique('Lunch code');
  await modal.getByLabel('Name').fill(name);
  await modal.getByRole('combobox', { name: 'Markets' }).click();
  await page.getByRole('option', { name: 'Torvehallerne' }).click();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Promo code is required')).toBeVisible();

  await modal.getByLabel('Promo code').fill('hello');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Promo code is already used by another custom deal')).toBeVisible();
  await expect(modal.getByLabel('Name')).toHaveValue(name);

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await modal.getByLabel('Promo code').fill(code);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created deal!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(code);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted deal!')).toBeVisible();
});
