import { expect, test, loginAsAdmin, unique } from './support';

test('beacons: 10 a page, create with required fields, a refused save, edit and delete', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/beacons');
  await expect(page.getByRole('heading', { name: 'Beacons' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'UUID', 'Radius', 'Action']);
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/beacons\?page=2$/);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/beacons$/);

  await page.getByRole('button', { name: 'Add Beacon' }).click();
  const create = page.getByRole('dialog', { name: 'Create Beacon' });
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await expect(create.getByText('UUID is required')).toBeVisible();
  await expect(create.getByText('Radius is required')).toBeVisible();

  const name = unique('Beacon');
  await create.getByLabel('Name').fill(name);
  // The UUID of a demo beacon: the server refuses it, shown under the field and as an error notification.
  await create.getByLabel('UUID').fill('f7826da6-4fa2-4e98-8024-bc5b71e0893e');
  await create.getByLabel('Radius').fill('35');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create.getByText('A beacon with this UUID already exists')).toBeVisible();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'A beacon with this UUID already exists' }),
  ).toBeVisible();

  await create.getByLabel('UUID').fill('0badc0de-1234-4abc-9def-0123456789ab');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created beacon!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('0BADC0DE-1234-4ABC-9DEF-0123456789AB');
  await expect(row).toContainText('35 m');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Beacon' });
  await expect(edit.getByLabel('Radius')).toHaveValue('35 m');
  await edit.getByLabel('Radius').fill('60');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated beacon!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('60 m');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(/Are you sure you want to delete record\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted beacon!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test("an empty beacon list says 'No beacons'", async ({ page }) => {
  await loginAsAdmin(page);
  await page.route('**/api/beacon/fetch**', (route) =>
    route.fulfill({ json: { data: [], meta: { current_page: 1, last_page: 1, total: 0, page_limit: 10 } } }),
  );
  await page.goto('/beacons');
  await expect(page.getByText('No beacons')).toBeVisible();
});
