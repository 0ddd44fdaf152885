/** A category's prep-time target in its form. */
import { type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, loginAsStaff, unique } from './support';

const OUT = path.resolve('.tmp', 'e2e-prep-targets');
mkdirSync(OUT, { recursive: true });

async function openOwnMenu(page: Page) {
  await page.goto('/restaurant');
  await page
    .getByRole('row', { name: /Demo Bistro/ })
    .getByText('Demo Bistro')
    .click();
  await expect(page.getByRole('heading', { name: 'Menu of Demo Bistro' })).toBeVisible();
}

test('the category form takes a prep-time target in minutes (at most 240) and shows it again when edited', async ({
  page,
}) => {
  await loginAsStaff(page);
  await openOwnMenu(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Add Category' }).click();
  const form = page.getByRole('dialog', { name: 'Add Category' });
  const name = unique('Grill');
  await form.getByRole('textbox', { name: /^Category/ }).fill(name);
  const target = form.getByRole('textbox', { name: 'Prep-time target (minutes)' });
  // More than 240 is brought down to 240 as the field is left
  await target.fill('300');
  await target.blur();
  await expect(target).toHaveValue('240');
  await target.fill('18');
  await page.screenshot({ path: path.join(OUT, 'category-form-1440.png') });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created/updated category!')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Category' }).getByRole('textbox', { name: 'Prep-time target (minutes)' }),
  ).toHaveValue('18');
});
