import { expect, test, loginAsAdmin, unique } from './support';

// These tests need the service worker (Web Push), which the other specs leave out.
test.use({ serviceWorkers: 'allow' });

test('push notifications: create, send after confirmation, edit and delete', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Push Notifications' }).click();
  await expect(page).toHaveURL(/\/push-notifications$/);
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Message', 'Created', 'Action']);
  await expect(page.getByRole('row')).toHaveCount(26);

  await page.getByRole('button', { name: 'Add Push Notification' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Push Notification' });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Name is required')).toBeVisible();
  await expect(modal.getByText('Message is required')).toBeVisible();
  const name = unique('Soup night');
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Message').fill('Free bread with every soup tonight.');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created push notification!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByRole('row').nth(1)).toContainText(name);

  // Send: asked first; without a push provider the answer says plainly that nothing was sent.
  await row.getByRole('button', { name: `Send ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Send push notification' });
  await expect(confirm).toContainText(`Are you sure you want to push "${name}" to every customer's device?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await row.getByRole('button', { name: `Send ${name}` }).click();
  await page.getByRole('dialog', { name: 'Send push notification' }).getByRole('button', { name: 'Push' }).click();
  await expect(
    page.getByText(/^Not sent: no push provider is configured\. The push to \d+ devices is recorded in Push Logs\.$/),
  ).toBeVisible();
  await expect(page.getByText('Successfully pushed push notification!')).toHaveCount(0);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update Push Notification' });
  await expect(edit.getByLabel('Message')).toHaveValue('Free bread with every soup tonight.');
  await edit.getByLabel('Message').fill('');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit.getByText('Message is required')).toBeVisible();
  await edit.getByLabel('Message').fill('Free bread and butter tonight.');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated push notification!')).toBeVisible();
  await expect(row).toContainText('Free bread and butter tonight.');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete record?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted push notification!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('push notifications page 25 at a time with the page in the URL', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/push-notifications');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/push-notifications\?page=2$/);
  await expect(page.getByRole('row', { name: /Survey/ })).toBeVisible();
});
