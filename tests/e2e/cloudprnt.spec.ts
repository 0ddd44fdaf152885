/**
 * CloudPRNT printers in the browser: a new printer's credentials (Server URL, user name, password) are shown once with
 * the exact address to enter, "Regenerate password" replaces them, and what the printer reports (paper out, cover
 * open) shows in Printers and as a banner on the kitchen dashboard of its station. The printer is played by HTTP calls
 * as Star's CloudPRNT guide describes them (Basic authentication, POST poll with printerMAC and statusCode).
 */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { restaurantIdOf } from './kitchen-support';
import { expect, test, LOGINS, loginAsStaff, shootDesktop, unique } from './support';

const SHOTS = '.tmp/cloudprnt-shots';
const shoot = (page: Page, name: string) => shootDesktop(page, (w, h) => `${SHOTS}/${name}-${w}x${h}.png`);
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

interface Credentials {
  url: string;
  username: string;
  password: string;
}

/** A poll as a Star printer sends it ("Polling the server (POST)"), signed in with HTTP Basic. */
async function poll(request: APIRequestContext, c: Credentials, mac: string, statusCode: string) {
  return request.post(c.url, {
    headers: { authorization: `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}` },
    data: { printerMAC: mac.toLowerCase(), statusCode: encodeURIComponent(statusCode), printingInProgress: false },
  });
}

/** The three values of the credentials window. */
async function shownCredentials(window: Locator): Promise<Credentials> {
  return {
    url: await window.getByRole('textbox', { name: 'Server URL' }).inputValue(),
    username: await window.getByRole('textbox', { name: 'User name' }).inputValue(),
    password: await window.getByRole('textbox', { name: 'Password' }).inputValue(),
  };
}

test('a new printer shows its CloudPRNT settings once; Regenerate password replaces the password', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await loginAsStaff(page);
  await page.goto('/restaurant');
  await page
    .getByRole('row', { name: /Demo Bistro/ })
    .getByText('Demo Bistro')
    .click();
  await page.getByRole('toolbar', { name: 'Restaurant settings' }).getByRole('button', { name: 'Printers' }).click();
  const printers = dialog(page, 'Printers');
  await printers.getByRole('button', { name: 'Add printer' }).click();
  const add = dialog(page, 'Add printer');
  const name = unique('Pass');
  const serial = `00:11:62:${Date.now().toString(16).slice(-6).match(/../g)!.join(':')}`.toUpperCase();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Serial').fill(serial);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Successfully updated printer!')).toBeVisible();

  const shown = dialog(page, `CloudPRNT settings of ${name}`);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('The password is shown only now');
  const first = await shownCredentials(shown);
  expect(first.url).toBe(`${baseURL}/api/cloudprnt`);
  expect(first.username).toMatch(/^[0-9a-f]{24}$/);
  expect(first.password).toMatch(/^[0-9a-f]{32}$/);
  await shoot(page, 'credentials');

  // The printer, set up with them, signs in; without them it is refused.
  expect((await poll(request, first, serial, '410 Out of paper')).status()).toBe(200);
  const refused = await request.post(first.url, { data: { printerMAC: serial, statusCode: '200 OK' } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toBe('Basic realm="CloudPRNT", charset="UTF-8"');

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  // The list shows what the printer reported, and never the password.
  const row = printers.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Paper out');
  await expect(printers).not.toContainText(first.password);
  await shoot(page, 'printers');

  await printers.getByRole('button', { name: `Regenerate password of ${name}` }).click();
  const ask = page.getByRole('dialog', { name: 'Regenerate password' });
  await expect(ask).toContainText('Its current password stops working at once');
  await ask.getByRole('button', { name: 'Regenerate' }).click();
  await expect(shown).toBeVisible();
  const second = await shownCredentials(shown);
  expect(second).toMatchObject({ url: first.url, username: first.username });
  expect(second.password).not.toBe(first.password);
  expect((await poll(request, first, serial, '200 OK')).status()).toBe(401);
  expect((await poll(request, second, serial, '200 OK')).status()).toBe(200);
  await shown.getByRole('button', { name: 'Done' }).click();

  await printers.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully Deleted printer!')).toBeVisible();
});

test("the kitchen dashboard of a printer's station, and the main one, show what the printer reports", async ({
  page,
  request,
}) => {
  const signedIn = await request.post('/api/restaurant/authenticate', { data: LOGINS.harbour });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const restaurant = await restaurantIdOf(request, token, 'Harbour Grill');
  const auth = { authorization: `Bearer ${token}` };
  const serial = `00:11:62:${Date.now().toString(16).slice(-6).match(/../g)!.join(':')}`.toUpperCase();
  const added = await request.post('/api/restaurant/printer/add', {
    headers: auth,
    data: { restaurant, name: 'Pass station', serial, status: 'active' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { data: printer, credentials } = (await added.json()) as { data: { id: string }; credentials: Credentials };
  try {
    expect((await poll(request, credentials, serial, '420 Cover open')).status()).toBe(200);
    await loginAsStaff(page, LOGINS.harbour);
    await page.goto(`/orders-dashboard?restaurant=${restaurant}&name=Harbour%20Grill&station=${printer.id}`);
    const banner = page.getByTestId('printer-notice');
    await expect(banner).toContainText('Printer problem: Pass station — cover open');
    await expect(banner).toContainText('Close the printer cover.');
    await shoot(page, 'kitchen-station-banner');
    await page.goto(`/orders-dashboard?restaurant=${restaurant}&name=Harbour%20Grill`);
    await expect(banner).toContainText('Printer problem: Pass station — cover open');

    // Fixed: the next poll says so, and the banner goes.
    expect((await poll(request, credentials, serial, '200 OK')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
    await expect(banner).toBeHidden();
  } finally {
    await request.delete(`/api/restaurant/printer/delete?restaurant=${restaurant}&id=${printer.id}`, { headers: auth });
  }
});
