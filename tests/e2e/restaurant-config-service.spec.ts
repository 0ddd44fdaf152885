/** Restaurant settings, part 1: tips, table numbers with the park table, and the restaurant's users. */
import { dialog, notice, openSettings, shoot } from './restaurant-config-support';
import { expect, loginAsStaff, test, unique } from './support';

test('restaurant admin: tips, with their required fields, edited and deleted', async ({ page }) => {
  test.slow();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Tips Configurations' }).click();
  const tips = dialog(page, 'Tips Configurations');
  await expect(tips.getByRole('row', { name: /Outstanding/ })).toBeVisible();
  await tips.getByRole('button', { name: 'Add tip' }).click();
  const addTip = dialog(page, 'Add tip');
  await addTip.getByRole('button', { name: 'Submit' }).click();
  await expect(addTip.getByText('Name is required')).toBeVisible();
  await expect(addTip.getByText('Percentage is required')).toBeVisible();
  const tipName = unique('Tip');
  await addTip.getByLabel('Name').fill(tipName);
  await addTip.getByLabel('Percentage').fill('12');
  await addTip.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully added config!')).toBeVisible();
  await tips.getByRole('button', { name: `Edit ${tipName}` }).click();
  await dialog(page, 'Edit tip').getByLabel('Percentage').fill('13');
  await dialog(page, 'Edit tip').getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated config!')).toBeVisible();
  await expect(tips.getByRole('row', { name: new RegExp(tipName) })).toContainText('13 %');
  await shoot(page, 'tips');
  await tips.getByRole('button', { name: `Delete ${tipName}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully Deleted config!')).toBeVisible();
  await expect(tips.getByRole('row', { name: new RegExp(tipName) })).toHaveCount(0);
});

test('restaurant admin: table numbers by generation rule, one disabled (red), saved; the park table timer', async ({
  page,
}) => {
  test.slow();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Table Numbers' }).click();
  const tables = dialog(page, 'Table Numbers');
  await expect(tables.getByRole('row')).not.toHaveCount(1);
  await tables.getByLabel('From').fill('40');
  await tables.getByLabel('To').fill('38');
  await tables.getByRole('button', { name: 'Generate' }).click();
  await expect(tables.getByText("'From' cannot be bigger than 'To'.")).toBeVisible();
  await tables.getByLabel('From').fill('15');
  await tables.getByLabel('To').fill('41');
  await tables.getByRole('button', { name: 'Generate' }).click();
  // 15 and 16 exist already: dropped.
  await expect(tables.getByRole('row', { name: /^15 / })).toHaveCount(1);
  await expect(tables.getByRole('row', { name: /^41 / })).toHaveCount(1);
  await tables.getByRole('button', { name: 'Disable table 41' }).click();
  await expect(tables.getByRole('row', { name: /^41 / })).toContainText('Disabled');
  await shoot(page, 'tables');
  await tables.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Successfully saved table numbers!')).toBeVisible();

  // Park table timer
  await settings.getByRole('button', { name: 'Park Table Timer' }).click();
  const park = dialog(page, 'Park Table Timer');
  await expect(park.getByLabel('Park table number')).toHaveValue('99');
  await shoot(page, 'park-table');
  await park.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Successfully saved table numbers!').first()).toBeVisible();
});

test('restaurant admin: a user added with the required fields, then deleted', async ({ page }) => {
  test.slow();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'User Management' }).click();
  const users = dialog(page, 'User Management');
  await expect(users.getByRole('row', { name: /waiter@example.com/ })).toContainText('User');
  await expect(users.getByRole('row', { name: /bistro@example.com/ })).toContainText('Admin');
  await users.getByRole('button', { name: 'Add user' }).click();
  const addUser = dialog(page, 'Add user');
  await addUser.getByRole('button', { name: 'Submit' }).click();
  await expect(addUser.getByText('Please enter valid email')).toBeVisible();
  await expect(addUser.getByText('Password must be at least 8 characters')).toBeVisible();
  const email = `${unique('cook')}@example.org`.toLowerCase();
  await addUser.getByLabel('Email').fill(email);
  await addUser.getByRole('textbox', { name: /^Name/ }).fill('New Cook');
  await addUser.getByRole('textbox', { name: 'Password' }).fill('cook-password-1');
  await addUser.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created user!')).toBeVisible();
  await shoot(page, 'users');
  await users.getByRole('button', { name: 'Delete New Cook' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully deleted user!')).toBeVisible();
});

test("the restaurant's configuration has a page of its own, each section opened from its link or its address", async ({
  page,
}) => {
  await loginAsStaff(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await sidebar.getByRole('link', { name: 'Restaurant settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Restaurant settings — Demo Bistro' })).toBeVisible();
  const sections = page.getByRole('region');
  await expect(sections).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Printers' })).toContainText('Kitchen printers');
  await page.getByRole('link', { name: 'Tips Configurations', exact: true }).click();
  await expect(page).toHaveURL(/section=tips/);
  await expect(dialog(page, 'Tips Configurations').getByRole('row', { name: /Outstanding/ })).toBeVisible();
  await shoot(page, 'settings-page-tips');

  // The address opens the section again (a bookmark, a link sent to a colleague); closing it leaves the page.
  await page.reload();
  await expect(dialog(page, 'Tips Configurations')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Tips Configurations')).toHaveCount(0);
  await expect(page).not.toHaveURL(/section=/);
  await page.getByRole('link', { name: 'Response Messages', exact: true }).click();
  await expect(dialog(page, 'Response Messages')).toBeVisible();
});
