import { tinyPng } from '../support/images';
import { expect, test, loginAsAdmin, unique } from './support';

test('news feeds: create with an image and gallery, view translations, edit and delete', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'News Feeds' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Image',
    'Name',
    'Description',
    'Gallery',
    'Published',
    'Action',
  ]);

  await page.getByRole('button', { name: 'Add News' }).click();
  const modal = page.getByRole('dialog', { name: 'Create News' });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Name is required')).toBeVisible();

  const name = unique('Oyster season');
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Description').fill('Fresh Limfjord oysters every evening.');
  // The image and the gallery upload at once through POST /upload.
  await modal
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'oyster.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(modal.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await modal
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles([
      { name: 'g1.png', mimeType: 'image/png', buffer: tinyPng() },
      { name: 'g2.png', mimeType: 'image/png', buffer: tinyPng() },
    ]);
  await expect(modal.getByRole('img', { name: /Gallery image \d/ })).toHaveCount(2);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created news!')).toBeVisible();
  await expect(modal).toBeHidden();

  // Newest first: the new item heads page 1.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expect(row.getByRole('img', { name })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update News' });
  await expect(edit.getByLabel('Description')).toHaveValue('Fresh Limfjord oysters every evening.');
  await edit.getByRole('button', { name: 'Remove image 1' }).click();
  await edit.getByLabel('Name').fill(`${name} (sold out)`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated news!')).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(`${name} \\(sold out\\)`) });
  await expect(edited.getByRole('cell').nth(3)).toHaveText('1');

  await edited.getByRole('button', { name: `Delete ${name} (sold out)` }).click();
  await expect(page.getByText('Are you sure you want to delete record?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted news!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('news feeds page 25 at a time and show stored translations', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/news');
  await expect(page.getByRole('row')).toHaveCount(26);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByRole('row', { name: /Welcome to the new app/ })).toBeVisible();

  await page.goto('/news');
  await page.getByRole('button', { name: 'Edit Summer terrace is open' }).click();
  await page.getByRole('dialog', { name: 'Update News' }).getByRole('button', { name: 'View Translations' }).click();
  const translations = page.getByRole('dialog', { name: 'Translations' });
  await expect(
    translations.getByRole('table', { name: 'Name translations' }).getByRole('row', { name: /Danish/ }),
  ).toContainText('Sommerterrassen er åben');
  await expect(
    translations.getByRole('table', { name: 'Description translations' }).getByRole('row', { name: /Danish/ }),
  ).toContainText('N/A');
});
