/** Restaurant settings, part 3: the print routing page, and what a restaurant user does not see. */
import { dialog, notice, openOwnMenu, shoot } from './restaurant-config-support';
import { expect, test, LOGINS, loginAsStaff, unique } from './support';

test('routing page: layout cards, Add layout with its required fields, the Routed Printing switch', async ({
  page,
}) => {
  await loginAsStaff(page);
  await openOwnMenu(page);
  await page.getByRole('toolbar', { name: 'Restaurant settings' }).getByRole('link', { name: 'Routing' }).click();
  await expect(page).toHaveURL(/\/restaurant-routing\?id=[0-9a-f]{24}&name=Demo/);
  await expect(page.getByRole('heading', { name: 'Print routing for Demo Bistro' })).toBeVisible();
  await expect(page.getByText('Layouts print only when bound to a POS device')).toBeVisible();
  const card = page.getByLabel('Layout Evening service');
  await expect(card).toContainText('Bar station');
  await shoot(page, 'routing');
  await page.getByRole('button', { name: 'Add layout' }).click();
  const add = dialog(page, 'Add layout');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Default printer is required')).toBeVisible();
  await add.getByPlaceholder('Choose an active printer').click();
  await expect(page.getByRole('option', { name: /Bar printer/ })).toHaveCount(0);
  await page.getByRole('option', { name: /Kitchen printer/ }).click();
  const name = unique('Lunch');
  await add.getByRole('textbox', { name: /^Name/ }).fill(name);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created layout!')).toBeVisible();
  await expect(page.getByLabel(`Layout ${name}`)).toContainText('Not bound to a POS device');
  const routed = page.getByRole('switch', { name: 'Routed Printing' });
  await expect(routed).toBeChecked();
  await routed.click({ force: true });
  await expect(notice(page, 'Successfully updated')).toBeVisible();
  await expect(routed).not.toBeChecked();
  await routed.click({ force: true });
  await expect(routed).toBeChecked();
  await page.getByLabel(`Layout ${name}`).getByRole('button', { name: 'Delete' }).click();
  await dialog(page, 'Delete layout').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully deleted layout!')).toBeVisible();
  await page.goto('/restaurant-routing');
  await expect(page).toHaveURL(/\/restaurant$/);
});

test('a restaurant user sees none of the configuration and cannot open the routing page', async ({ page }) => {
  await loginAsStaff(page, LOGINS.waiter);
  await openOwnMenu(page);
  for (const hidden of [
    'Routing',
    'Tips Configurations',
    'Table Numbers',
    'User Management',
    'Printers',
    'POS Devices',
    'Automated Push',
  ])
    await expect(page.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  await page.goto('/restaurant-routing?id=000000000000000000000000&name=X');
  await expect(page).not.toHaveURL(/restaurant-routing/);
});
