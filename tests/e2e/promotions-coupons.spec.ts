import { confirmDelete, fill, notice, pages, shot } from './promotions-support';
import { apiToken, expect, loginAsAdmin, test, unique } from './support';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page);
});

test('coupons: status filter, paging in the hash, create with priority count + 1, edit, push, statistics, delete', async ({
  page,
  request,
}) => {
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await shot(page, 'coupons');
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/coupons#2$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(page).toHaveURL(/\/coupons\/expired$/);
  await expect(page.getByRole('row', { name: /Launch week/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Welcome 10%/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('row', { name: /Christmas lunch/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(page).toHaveURL(/\/coupons\/active$/);
  await expect(page.getByRole('row', { name: /Welcome 10%/ })).toBeVisible();

  // Other tests of this worker may have added coupons: the count is the server's.
  const all = await request.get('/api/coupon/getallcoupon', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  const next = String(((await all.json()) as { meta: { total: number } }).meta.total + 1);
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const add = page.getByRole('dialog', { name: 'Add Coupon' });
  await expect(add.getByLabel('Priority')).toHaveValue(next);
  await add.getByLabel('Priority').fill('0');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Priority must be at least 1')).toBeVisible();
  const name = unique('Coupon');
  await add.getByLabel('Name').fill(name);
  await add.getByRole('textbox', { name: 'Text', exact: true }).fill('Free dessert with any main');
  await add.getByLabel('Priority').fill(next);
  await add.getByLabel('App Code').fill('WELCOME10');
  await add.getByRole('button', { name: 'Submit' }).click();
  // The server's 403 field error shows under its field.
  await expect(add.getByText('App code is already used by another coupon')).toBeVisible();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await add.getByLabel('App Code').fill(code);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created coupon!')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(code);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await edit.getByLabel('Exclusive').check();
  await edit.getByLabel('Add exclusive users').fill('example.net');
  await page.getByRole('option').first().click();
  await expect(edit.getByRole('table', { name: 'Exclusive users' }).getByRole('row')).toHaveCount(1);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated coupon!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Exclusive (1)');

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Push ${name}` })
    .click();
  await expect(page.getByText(/Are you sure you want to push/)).toBeVisible();
  await page.getByRole('button', { name: 'Push', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Push coupon' })).toContainText(
    /Not sent: no push provider is configured|Not sent: no customer devices/,
  );
  await shot(page, 'coupon-pushed');
  await page.getByRole('dialog', { name: 'Push coupon' }).getByRole('button').first().click();

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Statistics of ${name}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Statistics: ${name}` })).toContainText('Total: 0');
  await page.keyboard.press('Escape');

  await confirmDelete(page, name, 'Successfully deleted coupon!');
});

test("coupons: an empty active list says 'No active coupons'", async ({ page }) => {
  await page.route('**/api/coupon/getallcoupon/active**', (route) =>
    route.fulfill({ json: { data: [], meta: { current_page: 1, last_page: 1, total: 0, page_limit: 10 } } }),
  );
  await page.goto('/coupons/active');
  await expect(page.getByText('No active coupons')).toBeVisible();
});

test('promos: status filter, paging, create with Multiple Limit only for multiple use, edit, order, delete', async ({
  page,
  request,
}) => {
  const restaurants = await (
    await request.get('/api/restaurant/fetchall', { headers: { authorization: `Bearer ${await apiToken(request)}` } })
  ).json();
  const bistro = (restaurants.data as { _id: string; Name: string }[]).find((r) => r.Name === 'Demo Bistro')!._id;
  const day = 86_400_000;
  await fill(request, '/promos/add', 22, (i) => ({
    name: `Paged promo ${i}`,
    restaurant: bistro,
    startdate: new Date(Date.now() - day).toISOString(),
    enddate: new Date(Date.now() + 9 * day).toISOString(),
    price: 10 + i,
  }));

  await page.getByRole('link', { name: 'Promos' }).click();
  await expect(page).toHaveURL(/\/promos\/active$/);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Image',
    'Name',
    'Start Date',
    'End Date',
    'Price',
    'Usage',
    'Restaurant',
    'Actions',
  ]);
  await expect(page.getByRole('row')).toHaveCount(26);
  await shot(page, 'promos');
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/promos\/active\?page=2$/);
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(page).toHaveURL(/\/promos\/expired$/);
  await expect(page.getByRole('row', { name: /Summer BBQ/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('row', { name: /Christmas menu/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Promo' }).click();
  const add = page.getByRole('dialog', { name: 'Add Promo' });
  await expect(add.getByLabel('Multiple Limit')).toHaveCount(0);
  await add.getByLabel('Is Mutiple Use').check();
  await expect(add.getByLabel('Multiple Limit')).toBeVisible();
  const name = unique('Promo');
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add.getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name: 'Demo Bistro' }).click();
  await add.getByLabel('Price').fill('149');
  await add.getByLabel('Multiple Limit').fill('3');
  await shot(page, 'promo-form');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created promo!')).toBeVisible();
  await page.getByRole('tab', { name: 'Active' }).click();
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('149.00');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Promo' });
  await edit.getByLabel('Price').fill('129');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated promo!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('129.00');

  await page.getByRole('button', { name: 'heyStranger' }).click();
  const order = page.getByRole('dialog', { name: 'Order heyStranger promos' });
  await expect(order.getByText('Lunch for two')).toBeVisible();
  await shot(page, 'promo-order');
  await order.getByRole('button', { name: 'Save order' }).click();
  await expect(notice(page, 'Successfully updated promo order!')).toBeVisible();

  await confirmDelete(page, name, 'Successfully deleted promo!');
});
