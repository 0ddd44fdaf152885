import { expect, test, apiToken, loginAsAdmin, passwordInput, unique } from './support';

test('create, edit and delete an admin user, with field errors from the form and the server', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('columnheader')).toHaveText(['Full Name', 'Email', 'Type', 'Action']);

  await page.getByRole('button', { name: 'Add User' }).click();
  const modal = page.getByRole('dialog', { name: 'Create User' });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Full Name is required')).toBeVisible();
  await expect(modal.getByText('Please enter valid email')).toBeVisible();

  // The server's 403 field error lands under its field and nothing typed is lost.
  await modal.getByLabel('Full Name').fill('Taken Email');
  await modal.getByLabel('Email').fill('ADMIN@example.com');
  await passwordInput(modal).fill('long-enough-pass');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Email is already in use')).toBeVisible();
  await expect(modal.getByLabel('Full Name')).toHaveValue('Taken Email');

  const name = unique('Ada');
  const email = `${name.toLowerCase()}@example.com`;
  await modal.getByLabel('Full Name').fill(name);
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created user!')).toBeVisible();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Admin');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update User' });
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await edit.getByLabel('Full Name').fill(`${name} Lovelace`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated user!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${name} Lovelace`) })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} Lovelace` }).click();
  await expect(page.getByText('Are you sure you want to delete record?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted a user!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the users list pages 25 at a time with the page numbers in the URL', async ({ page, request }) => {
  const token = await apiToken(request);
  const tag = unique('pager');
  for (let i = 0; i < 27; i++) {
    const res = await request.post('/api/admin/add', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `${tag} ${String(i).padStart(2, '0')}`,
        type: 'Admin',
        email: `${tag}-${i}@example.com`,
        password: 'long-enough-pass',
      },
    });
    expect(res.status()).toBe(200);
  }
  await loginAsAdmin(page);
  await page.goto('/users');
  await expect(page.getByRole('row')).toHaveCount(26); // header + 25
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/users\?page=2$/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
