import { type Page } from '@playwright/test';
import { expect, test, LOGINS, loginAsStaff, shootDesktop, unique } from './support';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const SHOTS = '.tmp/config-shots';

const shoot = (page: Page, name: string) => shootDesktop(page, (w, h) => `${SHOTS}/${name}-${w}x${h}.png`);

async function openOwnMenu(page: Page) {
  await page.goto('/restaurant');
  await page
    .getByRole('row', { name: /Demo Bistro/ })
    .getByText('Demo Bistro')
    .click();
  await expect(page.getByRole('heading', { name: 'Menu of Demo Bistro' })).toBeVisible();
}
const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('restaurant admin: tips, tables, park table, users, printers, response messages, POS devices and automated push', async ({
  page,
}) => {
  test.slow();
  await loginAsStaff(page);
  await openOwnMenu(page);
  const settings = page.getByRole('toolbar', { name: 'Restaurant settings' });

  // Tips
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
  await page.keyboard.press('Escape');

  // Tables: generation rules, disable (red), save
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

  // Users
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
  await page.keyboard.press('Escape');

  // Printers: inactive shaded, one default, delete blocked by the layout
  await settings.getByRole('button', { name: 'Printers' }).click();
  const printers = dialog(page, 'Printers');
  await expect(printers.getByRole('row', { name: /Bar printer/ })).toContainText('inactive');
  await expect(printers.getByRole('checkbox', { name: 'Bar printer is the default printer' })).toBeDisabled();
  await expect(printers.getByRole('checkbox', { name: 'Kitchen printer is the default printer' })).toBeChecked();
  await printers.getByRole('button', { name: 'Delete Bar station' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Unable to delete printer. Printer currently use in layout.')).toBeVisible();
  await printers.getByRole('button', { name: 'Add printer' }).click();
  const addPrinter = dialog(page, 'Add printer');
  await expect(addPrinter.getByLabel('Default printer')).toBeDisabled();
  await addPrinter.getByRole('button', { name: 'Submit' }).click();
  await expect(addPrinter.getByText('Serial is required')).toBeVisible();
  const printerName = unique('Pass');
  await addPrinter.getByLabel('Name').fill(printerName);
  await addPrinter.getByLabel('Serial').fill(`00:11:62:${Date.now().toString(16).slice(-6)}`);
  await addPrinter.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated printer!')).toBeVisible();
  // Its CloudPRNT settings are shown once (tests/e2e/cloudprnt.spec.ts looks at them).
  await dialog(page, `CloudPRNT settings of ${printerName}`).getByRole('button', { name: 'Done' }).click();
  await expect(printers.getByRole('row', { name: new RegExp(printerName) })).toContainText('Never connected');
  await shoot(page, 'printers');
  await printers.getByRole('button', { name: `Delete ${printerName}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully Deleted printer!')).toBeVisible();
  await page.keyboard.press('Escape');

  // Response messages: emoji stripped, counter
  await settings.getByRole('button', { name: 'Response Messages' }).click();
  const messages = dialog(page, 'Response Messages');
  const accept = messages.getByRole('textbox', { name: 'Accept', exact: true });
  await accept.fill('Order {{orderid}} accepted 🍔');
  await expect(accept).toHaveValue('Order {{orderid}} accepted ');
  await expect(messages.getByTestId('accept-counter')).toHaveText('27/130');
  await shoot(page, 'messages');
  await messages.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated messages!')).toBeVisible();

  // POS devices
  await settings.getByRole('button', { name: 'POS Devices' }).click();
  const pos = dialog(page, 'POS Devices');
  await expect(pos.getByRole('row', { name: /Front till/ })).toContainText('Evening service');
  await pos.getByRole('button', { name: 'Add device' }).click();
  const addDevice = dialog(page, 'Add POS device');
  await expect(addDevice.getByLabel('IsDefault')).toBeDisabled();
  await addDevice.getByRole('button', { name: 'Submit' }).click();
  await expect(addDevice.getByText('UID is required')).toBeVisible();
  await addDevice.getByLabel('UID').fill('BACK-TILL');
  await addDevice.getByLabel('Name').fill('Back till');
  await addDevice.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated device!')).toBeVisible();
  await shoot(page, 'pos');
  await pos.getByRole('button', { name: 'Delete Back till' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully Deleted POS device!')).toBeVisible();
  await page.keyboard.press('Escape');

  // Automated push: every field required
  await settings.getByRole('button', { name: 'Automated Push' }).click();
  const push = dialog(page, 'Automated Push');
  await expect(push.getByRole('row', { name: /Dessert after coffee/ })).toBeVisible();
  await push.getByRole('button', { name: 'Add automated push' }).click();
  const addPush = dialog(page, 'Add automated push');
  await addPush.getByRole('button', { name: 'Submit' }).click();
  for (const m of [
    'Name is required',
    'Please select at least one product',
    'Delay is required',
    'Times per visit is required',
    'Title is required',
    'Message is required',
  ])
    await expect(addPush.getByText(m)).toBeVisible();
  const pushName = unique('Nudge');
  await addPush.getByLabel('Name').fill(pushName);
  await addPush.getByPlaceholder('Choose categories first').click();
  await page.getByRole('option', { name: 'Drinks' }).click();
  await addPush.getByRole('textbox', { name: /^Name/ }).click();
  await addPush.getByPlaceholder('Choose menu items').click();
  await page.getByRole('option', { name: 'Coffee' }).click();
  await addPush.getByRole('textbox', { name: /^Name/ }).click();
  await addPush.getByLabel('Delay').fill('15');
  await addPush.getByLabel('Times per visit').fill('1');
  await addPush.getByLabel('Title').fill('Hello');
  await addPush.getByLabel('Message').fill('Come back soon');
  await addPush.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully created automated push!')).toBeVisible();
  await shoot(page, 'automated-push');
  await push.getByRole('button', { name: `Delete ${pushName}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully deleted automated push!')).toBeVisible();
});

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
