/** The kitchen without touch: bump-bar keys select a card and act on it; each card shows its prep-time target. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { orderOnServer, placeOrder } from './kitchen-support';
import { expect, test, loginAsStaff } from './support';

const OUT = path.resolve('.tmp', 'e2e-kitchen-keys');
mkdirSync(OUT, { recursive: true });

test.use({ viewport: { width: 1024, height: 768 } });

test('a digit selects an order, Enter accepts it after a second Enter, Esc cancels, ? shows the keys', async ({
  page,
  request,
}) => {
  await loginAsStaff(page);
  await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
  const order = await placeOrder(request, 'Demo Bistro', 'Keyboard Guest');
  const card = page.getByTestId(`order-${order.refNo}`);
  await expect(card).toBeVisible();
  // Its time left against the restaurant's target, in words
  await expect(card.getByTestId('target')).toContainText(/min left · target \d+ min/);

  const digit = async () => (await card.getByTestId('key-number').textContent())!.trim();
  await page.keyboard.press(await digit());
  await expect(card).toHaveAttribute('data-selected', 'true');
  await page.screenshot({ path: path.join(OUT, 'selected-1024.png') });

  // Enter asks; Esc answers no: nothing changes
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(`Accept order ${order.refNo}?`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await orderOnServer(request, 'Demo Bistro', order.refNo)).status).toBe('pending');

  // Enter, then Enter again: accepted
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Confirmed' }).getByTestId(`order-${order.refNo}`)).toBeVisible();
  await expect.poll(async () => (await orderOnServer(request, 'Demo Bistro', order.refNo)).status).toBe('confirmed');

  // The arrows move the selection; Esc clears it
  await page.keyboard.press('1');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-selected="true"]')).toHaveCount(0);

  // ? opens the keymap; while it is open, digits do nothing
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard and bump bar' });
  await expect(help).toContainText('Backspace');
  await page.screenshot({ path: path.join(OUT, 'help-1024.png') });
  await page.keyboard.press('1');
  await expect(page.locator('[data-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
