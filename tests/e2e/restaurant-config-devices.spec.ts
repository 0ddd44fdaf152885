/** Restaurant settings, part 2: printers, response messages, POS devices and automated push. */
import { dialog, notice, openSettings, shoot } from './restaurant-config-support';
import { expect, test, unique } from './support';

test('restaurant admin: printers, inactive shaded, one default, a delete blocked by the layout, one added and deleted', async ({
  page,
}) => {
  test.slow();
  const settings = await openSettings(page);
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
});

test('restaurant admin: response messages, emoji stripped, with a counter', async ({ page }) => {
  test.slow();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Response Messages' }).click();
  const messages = dialog(page, 'Response Messages');
  const accept = messages.getByRole('textbox', { name: 'Accept', exact: true });
  await accept.fill('Order {{orderid}} accepted 🍔');
  await expect(accept).toHaveValue('Order {{orderid}} accepted ');
  await expect(messages.getByTestId('accept-counter')).toHaveText('27/130');
  await shoot(page, 'messages');
  await messages.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated messages!')).toBeVisible();
});

test('restaurant admin: POS devices, one added with the required fields, then deleted', async ({ page }) => {
  test.slow();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'POS Devices' }).click();
  const pos = dialog(page, 'POS Devices');
  await expect(pos.getByRole('row', { name: /Front till/ })).toContainText('Evening service');
  await pos.getByRole('button', { name: 'Add device' }).click();
  const addDevice = dialog(page, 'Add POS device');
  await expect(addDevice.getByLabel('Default device')).toBeDisabled();
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
});

test('restaurant admin: automated push, every field required, one created and deleted', async ({ page }) => {
  test.slow();
  const settings = await openSettings(page);
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
