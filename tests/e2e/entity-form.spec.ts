import { expect, test, loginAsAdmin } from './support';

/** Every form of the app is the shared EntityFormModal; the news form stands for all of them. */
test.describe('the shared form window', () => {
  test('Esc closes only the top window, and a changed form asks before its edits are lost', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsAdmin(page);
    await page.goto('/news');
    await page.getByRole('button', { name: 'Edit Summer terrace is open' }).click();
    const form = page.getByRole('dialog', { name: 'Update News' });
    await form.getByLabel('Name').fill('Summer terrace is open (edited)');

    // View Translations on top of the form: Esc closes it alone.
    await form.getByRole('button', { name: 'View Translations' }).click();
    const translations = page.getByRole('dialog', { name: 'Translations' });
    await expect(translations).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(translations).toBeHidden();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Summer terrace is open (edited)');

    // Esc on the changed form asks; Cancel keeps the edit.
    await form.getByLabel('Name').focus();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(ask).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('discard-1440.png') });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(form.getByLabel('Name')).toHaveValue('Summer terrace is open (edited)');

    // Cancel (the button) asks too; Esc in the question closes only the question.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(form).toBeVisible();

    // The X, then 'Discard changes': the form closes and nothing was saved.
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: /Summer terrace is open \(edited\)/ })).toHaveCount(0);
  });

  test('an unchanged form closes at once on Esc or a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsAdmin(page);
    await page.goto('/news');
    await page.getByRole('button', { name: 'Add News' }).click();
    const form = page.getByRole('dialog', { name: 'Create News' });
    await expect(form).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('news-form-1280.png') });
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add News' }).click();
    await expect(form).toBeVisible();
    await page.mouse.click(10, 450);
    await expect(form).toBeHidden();

    // A click outside a changed form asks first.
    await page.getByRole('button', { name: 'Add News' }).click();
    await form.getByLabel('Name').fill('Half written');
    await page.mouse.click(10, 450);
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
  });

  test('Esc in an open dropdown of a changed form closes the dropdown alone', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Create User' });
    await form.getByLabel('Full Name').fill('Half written');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveCount(0);
    await expect(form.getByLabel('Full Name')).toHaveValue('Half written');
  });
});
