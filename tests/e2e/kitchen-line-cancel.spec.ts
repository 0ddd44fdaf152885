/**
 * A line cancelled on the kitchen's main screen at tablet size (1024×768): the bar's station screen keeps it, struck
 * through in red with the word "Cancelled" and the reason, live, and so does the expo; the grill's screen and the other
 * lines are untouched.
 */
import { foodAndDrinks, onServer, open, setup, shootThemes, tablet } from './stations-support';
import { expect, test, unique } from './support';

test('cancelling the drinks line on the kitchen screen strikes it through, with the reason, on the bar station', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const s = await setup(request);
  const kitchen = await tablet(browser, baseURL, page);
  const grill = await tablet(browser, baseURL);
  const bar = await tablet(browser, baseURL);
  const expo = await tablet(browser, baseURL);
  await open(kitchen, s, '');
  await open(expo, s, 'view=expo');
  await open(grill, s, `station=${s.kitchen}`);
  await open(bar, s, `station=${s.bar}`);
  await expect(bar.getByRole('heading', { level: 2 })).toContainText('Demo Bistro', { timeout: 20_000 });

  const order = await foodAndDrinks(request, s, unique('Cancel Guest'));
  const confirmed = (p: typeof page) => p.getByLabel('Confirmed', { exact: true }).getByTestId(`order-${order.refNo}`);
  const card = confirmed(kitchen);
  const barCard = confirmed(bar);
  const grillCard = confirmed(grill);
  await expect(card).toContainText('2× Elderflower lemonade', { timeout: 20_000 });
  await expect(barCard).toContainText('2× Elderflower lemonade');
  await kitchen.getByRole('heading', { level: 2 }).click(); // acknowledges the new-order alert

  // The line's cancel button, by keyboard: focus it and press Enter.
  await card.getByRole('button', { name: 'Cancel line: 2× Elderflower lemonade' }).focus();
  await kitchen.keyboard.press('Enter');
  const dialog = kitchen.getByRole('dialog', { name: `Cancel a line of order ${order.refNo}` });
  await expect(dialog.getByLabel('How many (of 2)')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Cancel 2× Elderflower lemonade' }).click();
  await expect(dialog).toContainText('Please give a reason for cancelling the line.');
  await dialog.getByLabel('Reason').fill('Out of lemons');
  await kitchen.screenshot({ path: '.tmp/stations-shots/line-cancel-dialog-1024x768.png' });
  await dialog.getByRole('button', { name: 'Cancel 2× Elderflower lemonade' }).click();
  await expect(dialog).toBeHidden();

  // Every screen that had the line keeps it, struck through, with the word and the reason.
  for (const c of [card, barCard]) {
    await expect(c.locator('[data-cancelled]')).toContainText('2× Elderflower lemonade');
    await expect(c.getByTestId('line-cancelled')).toHaveText('Cancelled: Out of lemons');
    await expect(c.locator('[data-cancelled]')).toHaveCSS('text-decoration-line', 'line-through');
  }
  await expect(grillCard).toContainText('1× Mushroom risotto');
  await expect(grillCard.getByTestId('line-cancelled')).toHaveCount(0);
  // The expo too, with the bar done by the cancellation and the kitchen still at work.
  const expoCard = expo.getByLabel('In preparation', { exact: true }).getByTestId(`expo-${order.refNo}`);
  await expect(expoCard.getByTestId('line-cancelled')).toHaveText('Cancelled: Out of lemons');
  await expect(expoCard.getByTestId('expo-progress')).toHaveText(
    /^Kitchen printer: working · Bar station: done \d{2}:\d{2}$/,
  );
  await expect(card.getByRole('button', { name: 'Cancel line: 2× Elderflower lemonade' })).toHaveCount(0);
  const server = await onServer(request, s, order._id);
  expect(server?.stations?.map((x) => [x.name, !!x.doneAt])).toEqual([
    ['Kitchen printer', false],
    ['Bar station', true],
  ]);
  await shootThemes(bar, 'line-cancel-bar', barCard);
  await shootThemes(kitchen, 'line-cancel-kitchen', card);
  await shootThemes(expo, 'line-cancel-expo', expoCard);

  // The bar acknowledges it with its bump: the order leaves the bar's screen.
  await barCard.getByRole('button', { name: 'Done' }).click();
  await expect(barCard).toBeHidden();
  await expect(grillCard).toBeVisible();
});
