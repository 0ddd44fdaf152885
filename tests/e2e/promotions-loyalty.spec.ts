import { confirmDelete, fill, notice, pages, shot } from './promotions-support';
import { expect, test, loginAsAdmin, unique } from './support';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page);
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
    'Actions',
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
