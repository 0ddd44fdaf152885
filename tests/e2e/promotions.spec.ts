import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, apiToken, loginAsAdmin, unique } from './support';

/** Screenshots go next to the test results; they are looked at, not compared. */
const shot = async (page: Page, name: string) => {
  for (const [w, h] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `.tmp/screens-promos/${name}-${w}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const notice = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function confirmDelete(page: Page, name: string, message: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete record?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, message)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
}

/** Adds records through the API until a list has more than one page. */
async function fill(request: APIRequestContext, path: string, count: number, body: (i: number) => object) {
  const token = await apiToken(request);
  for (let i = 0; i < count; i++) {
    const res = await request.post(`/api${path}`, { data: body(i), headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page);
});

test('coupons: status filter, paging in the hash, create with priority count + 1, edit, push, statistics, delete', async ({
  page,
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

  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const add = page.getByRole('dialog', { name: 'Add Coupon' });
  await expect(add.getByLabel('Priority')).toHaveValue('16');
  await add.getByLabel('Priority').fill('0');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Priority must be at least 1')).toBeVisible();
  const name = unique('Coupon');
  await add.getByLabel('Name').fill(name);
  await add.getByRole('textbox', { name: 'Text', exact: true }).fill('Free dessert with any main');
  await add.getByLabel('Priority').fill('16');
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
    'Action',
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

test('tags: paging, add, a duplicate refused with its message, edit, the tag page, delete', async ({
  page,
  request,
}) => {
  await fill(request, '/tags/add', 26, (i) => ({ name: `paged-tag-${Date.now().toString(36)}-${i}` }));
  await page.getByRole('link', { name: 'Tags' }).click();
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  await shot(page, 'tags');
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/tags\?page=2$/);

  await page.getByRole('button', { name: 'Add Tag' }).click();
  const add = page.getByRole('dialog', { name: 'Add Tag' });
  await add.getByLabel('Name').fill('VEGETARIAN');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'A tag with this name already exists')).toBeVisible();
  const name = unique('aaa-tag');
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created tag!')).toBeVisible();
  await pages(page).getByRole('button', { name: 'Page 1' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tag' });
  await edit.getByLabel('Name').fill(`${name}-x`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated tag!')).toBeVisible();

  await page.getByRole('cell', { name: `${name}-x`, exact: true }).click();
  await expect(page).toHaveURL(/\/tag\?id=[0-9a-f]{24}&name=/);
  await expect(page.getByText('No menu yet')).toBeVisible();
  await page.goBack();
  await confirmDelete(page, `${name}-x`, 'Successfully deleted tag!');

  await page.goto('/tags');
  // A demo tag carried by menu items: its page lists them as 'menu name - restaurant' with their tags.
  await page.getByRole('cell', { name: 'fish', exact: true }).click();
  await expect(page).toHaveURL(/\/tag\?id=[0-9a-f]{24}&name=fish$/);
  await expect(page.getByText('Pan-fried cod - Demo Bistro')).toBeVisible();
  await shot(page, 'tag-detail');
});

test('stamps: status filter, create with the menu of the restaurant, restaurant change clears, edit, delete', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Stamps' }).click();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Restaurant',
    'Start Date',
    'End Date',
    'Max Product Purchase To Redeem Reward',
    'Products',
    'Reward',
    'Action',
  ]);
  await expect(page.getByRole('row', { name: /Coffee card/ })).toBeVisible();
  await shot(page, 'stamps');
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(page).toHaveURL(/\/stamps\?status=expired$/);
  await expect(page.getByRole('row', { name: /Lemonade summer/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Active' }).click();

  await page.getByRole('button', { name: 'Add Stamp' }).click();
  const add = page.getByRole('dialog', { name: 'Add Stamp' });
  const name = unique('Stamp');
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add.getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name: 'Demo Bistro' }).click();
  await add.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Drinks' }).click();
  await add.getByLabel('Description').click();
  await add.getByRole('combobox', { name: 'Products' }).click();
  await page.getByRole('option', { name: /^Coffee/ }).click();
  await add.getByLabel('Description').click();
  await add.getByRole('combobox', { name: 'Reward' }).click();
  await page.getByRole('option', { name: /^Koldskål/ }).click();
  await add.getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name: 'Harbour Grill' }).click();
  await expect(add.getByRole('combobox', { name: 'Reward' })).toHaveValue('');
  await add.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Drinks' }).click();
  await add.getByLabel('Description').click();
  await add.getByRole('combobox', { name: 'Products' }).click();
  await page.getByRole('option', { name: /^Cola/ }).click();
  await add.getByLabel('Description').click();
  await add.getByRole('combobox', { name: 'Reward' }).click();
  await page.getByRole('option', { name: /^IPA/ }).click();
  await add.getByLabel('Max Product Purchase To Redeem Reward').fill('8');
  await shot(page, 'stamp-form');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created stamp!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Harbour Grill');
  await expect(row).toContainText('Cola');
  await expect(row).toContainText('IPA');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Stamp' });
  await edit.getByLabel('Max Product Purchase To Redeem Reward').fill('10');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated stamp!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('10');
  await confirmDelete(page, name, 'Successfully deleted stamp!');
});

test('perks: paging, create, edit, delete', async ({ page, request }) => {
  await fill(request, '/perks/add', 21, (i) => ({ name: `Paged perk ${i}`, description: 'A perk' }));
  await page.getByRole('link', { name: 'Perks' }).click();
  await expect(page.getByRole('columnheader')).toHaveText(['Image', 'Name', 'Description', 'Click Count', 'Action']);
  await expect(page.getByRole('row')).toHaveCount(26);
  await shot(page, 'perks');
  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/perks\?page=2$/);

  await page.getByRole('button', { name: 'Add Perk' }).click();
  const add = page.getByRole('dialog', { name: 'Add Perk' });
  const name = unique('AAA Perk');
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Title').fill('Two for one');
  await add.getByLabel('Button Text').fill('Open');
  await add.getByLabel('Address').fill('Aker Brygge 1');
  await add.getByLabel('Content').fill('Details of the perk');
  await add.getByLabel('Link').fill('not a link');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Link must start with http:// or https://')).toBeVisible();
  await add.getByLabel('Link').fill('https://example.org/perk');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created perks!')).toBeVisible();
  await pages(page).getByRole('button', { name: 'Page 1' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Two for one');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Perk' });
  await edit.getByLabel('Title').fill('Three for one');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated perks!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Three for one');
  await confirmDelete(page, name, 'Successfully deleted perks!');
});

test('geopush: map preview with the radius drawn without tiles, create, edit, push, logs, delete', async ({ page }) => {
  // No tile server in the test: the circle must still be drawn.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.getByRole('link', { name: 'Geopush' }).click();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Push',
    'Name',
    'Longitude',
    'Latitude',
    'Radius in miles',
    'Action',
  ]);
  await expect(page.getByRole('row', { name: /Aker Brygge/ })).toBeVisible();
  await shot(page, 'geopush');

  await page.getByRole('button', { name: 'Add Geo Point' }).click();
  const add = page.getByRole('dialog', { name: 'Add Geo Point' });
  await expect(add.getByLabel('Latitude')).toHaveValue('59.91');
  await expect(add.getByLabel('Longitude')).toHaveValue('10.76');
  await expect(add.getByTestId('geo-map').locator('path.geo-radius')).toHaveCount(1);
  const name = unique('Point');
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Radius in miles').fill('2');
  await shot(page, 'geopoint-form');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created geo point!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('59.910000');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Geo Point' });
  await edit.getByLabel('Radius in miles').fill('3.5');
  await expect(edit.getByTestId('geo-map').locator('path.geo-radius')).toHaveCount(1);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated geo point!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('3.5');

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Push to ${name}` })
    .click();
  const push = page.getByRole('dialog', { name: `Create Push: ${name}` });
  await push.getByRole('button', { name: 'Send' }).click();
  await expect(push.getByText('Name is required')).toBeVisible();
  await expect(push.getByText('Message is required')).toBeVisible();
  await push.getByLabel('Name').fill('Lunch nearby');
  await push.getByLabel('Message').fill('Come by for lunch');
  await push.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send push' }).getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, /Not sent: no push provider is configured|Not sent: no customer devices/)).toBeVisible();

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Push Logs of ${name}` })
    .click();
  const logs = page.getByRole('dialog', { name: `Push Logs: ${name}` });
  await expect(logs.getByRole('row', { name: /Lunch nearby/ })).toContainText('admin@example.com');
  await shot(page, 'geopush-logs');
  await page.keyboard.press('Escape');
  await confirmDelete(page, name, 'Successfully deleted geo point!');
});

for (const kind of [
  { path: '/trucks', title: 'Trucks', noun: 'Truck', api: '/truck/add' },
  { path: '/markets', title: 'Markets', noun: 'Market', api: '/market/add' },
] as const) {
  test(`${kind.path}: paging, create, edit, delete`, async ({ page, request }) => {
    await fill(request, kind.api, 21, (i) => ({ name: `Paged ${kind.noun.toLowerCase()} ${i}`, description: '' }));
    await page.goto(kind.path);
    await expect(page.getByRole('heading', { name: kind.title })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(26);
    await shot(page, kind.title.toLowerCase());
    await pages(page).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${kind.path}\\?page=2$`));
    await page.getByRole('button', { name: `Add ${kind.noun}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${kind.noun}` });
    const name = unique(`AAA ${kind.noun}`);
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Description').fill('Street food');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(notice(page, `Successfully created ${kind.noun.toLowerCase()}!`)).toBeVisible();
    await pages(page).getByRole('button', { name: 'Page 1' }).click();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${kind.noun}` });
    await edit.getByLabel('Description').fill('Coffee and cake');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(notice(page, `Successfully updated ${kind.noun.toLowerCase()}!`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Coffee and cake');
    await confirmDelete(page, name, `Successfully deleted ${kind.noun.toLowerCase()}!`);
  });
}
