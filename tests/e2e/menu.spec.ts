import { type Page } from '@playwright/test';
import { expect, test, LOGINS, apiToken, loginAsAdmin, loginAsStaff, shootDesktop, unique } from './support';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const SHOTS = '.tmp/menu-shots';

const shoot = (page: Page, name: string) => shootDesktop(page, (w, h) => `${SHOTS}/${name}-${w}x${h}.png`);

/** Restaurant staff open their menu from 'My Restaurant'. */
async function openOwnMenu(page: Page) {
  await page.goto('/restaurant');
  await page
    .getByRole('row', { name: /Demo Bistro/ })
    .getByText('Demo Bistro')
    .click();
  await expect(page).toHaveURL(/\/menu\?id=[0-9a-f]{24}&name=Demo/);
  await expect(page.getByRole('heading', { name: 'Menu of Demo Bistro' })).toBeVisible();
}

test('restaurant admin: categories, a product with an option group and extras, AI tags, sort, delete, promo availability and rush mode', async ({
  page,
}) => {
  test.slow();
  await loginAsStaff(page);
  await openOwnMenu(page);
  await expect(page.getByText('Flank steak', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Image', 'Name', 'Description', 'Price', 'Action']);
  await shoot(page, 'menu-restaurant-admin');

  // A new category, shown empty.
  const category = unique('Street food');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const addCat = dialog(page, 'Add Category');
  await addCat.getByRole('textbox', { name: /^Category/ }).fill(category);
  await addCat.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created/updated category!')).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(category) })
    .or(page.getByText(category, { exact: true }))
    .first()
    .click();
  await expect(page.getByText('No menu yet')).toBeVisible();

  // A product with an option group (one default), an extra and tags.
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = dialog(page, 'Add Menu');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByRole('textbox', { name: /^Name/ }).fill('Xyzzy wrap');
  await form.getByRole('textbox', { name: /^Description/ }).fill('Grilled halloumi in a wrap');
  await form.getByRole('textbox', { name: /^Price/ }).fill('79.5');
  await form.getByRole('button', { name: 'Generate AI Tags' }).click();
  const ai = dialog(page, 'Select AI Tags');
  await expect(ai.getByText('No Tags Found')).toBeVisible();
  await expect(ai.getByRole('button', { name: 'Retry' })).toBeVisible();
  await shoot(page, 'menu-ai-no-tags');
  await ai.getByRole('button', { name: 'Retry' }).click();
  await expect(ai.getByText('No Tags Found')).toBeVisible();
  await ai.getByRole('button', { name: 'Close' }).click();
  await form.getByRole('textbox', { name: /^Name/ }).fill('Fish burger with beef');
  await form.getByRole('button', { name: 'Generate AI Tags' }).click();
  await expect(ai.getByText("Found in the platform's own tags", { exact: false })).toBeVisible();
  await ai.getByRole('button', { name: 'Add tags' }).click();
  await form.getByRole('combobox', { name: 'Tags' }).fill('Street');
  await form.getByRole('combobox', { name: 'Tags' }).press('Enter');

  await form.getByRole('button', { name: /^Extras/ }).click();
  await form.getByRole('checkbox', { name: /Bacon/ }).check();
  await form.getByRole('button', { name: 'Add option group' }).click();
  await form.getByRole('textbox', { name: 'Option group' }).fill('Side');
  await form.getByRole('textbox', { name: 'Choice name' }).first().fill('Fries');
  await form.getByRole('button', { name: 'Add choice' }).click();
  await form.getByRole('textbox', { name: 'Choice name' }).nth(1).fill('Salad');
  await form.getByRole('textbox', { name: 'Choice price' }).nth(1).fill('10');
  const defaults = form.getByRole('checkbox', { name: 'Default' });
  await defaults.nth(0).check();
  await defaults.nth(1).check();
  await expect(defaults.nth(0)).not.toBeChecked();
  await shoot(page, 'menu-item-form');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created/updated menu!')).toBeVisible();
  await expect(page.getByText('Fish burger with beef', { exact: true })).toBeVisible();

  // Edit; a second product to sort against.
  await page.getByRole('button', { name: 'Edit Fish burger with beef' }).click();
  const edit = dialog(page, 'Edit Menu');
  await expect(edit.getByRole('textbox', { name: 'Option group' })).toHaveValue('Side');
  await edit.getByRole('textbox', { name: /^Price/ }).fill('85');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row', { name: /Fish burger with beef/ })).toContainText('85.00');
  await page.getByRole('button', { name: 'Add product' }).click();
  await dialog(page, 'Add Menu').getByRole('textbox', { name: /^Name/ }).fill('Arepa');
  await dialog(page, 'Add Menu')
    .getByRole('textbox', { name: /^Price/ })
    .fill('60');
  await dialog(page, 'Add Menu').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Arepa', { exact: true })).toBeVisible();

  // Sort with the keyboard: Arepa goes first.
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  const sort = dialog(page, 'Sort Menu Items');
  const handle = sort.getByRole('button', { name: 'Drag Arepa' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The drop waits until the move is announced (the live region names the item Arepa is over now), or it would drop
  // Arepa where it was. An arrow pressed before dnd-kit has measured the rows moves the item a little only: as a user
  // would, press it again.
  const overAnother = page.getByRole('status').filter({ hasText: /^Arepa is over (?!Arepa\.)/ });
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(overAnother).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect(sort.getByRole('button', { name: 'Save' })).toBeEnabled();
  await sort.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Menu order successfully saved')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Arepa');

  // Deleting the category refuses while it holds products; deleting them makes it go.
  await page.getByRole('checkbox', { name: `Select ${category} for deletion` }).check();
  await page.getByRole('button', { name: /Delete 1 selected categories/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(/still in this category/)).toBeVisible();
  for (const name of ['Arepa', 'Fish burger with beef']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Successfully Deleted menu!').first()).toBeVisible();
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: /Delete 1 selected categories/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted category/categories!')).toBeVisible();

  // Promo availability: a wrong hour is refused with the spec's alert.
  await page.getByRole('button', { name: 'Promo Availability' }).click();
  const promo = dialog(page, 'Promo Availability');
  await promo.getByLabel('Monday start').fill('25:00');
  await promo.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide proper hour format (HH:mm)').first()).toBeVisible();
  await promo.getByLabel('Monday start').fill('15:00');
  await shoot(page, 'menu-promo-availability');
  await promo.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Promo availability updated!')).toBeVisible();

  await page.getByRole('button', { name: 'Rush Mode' }).click();
  const rush = dialog(page, 'Rush Mode');
  await rush.getByRole('switch', { name: 'Rush Mode' }).check();
  await rush.getByRole('textbox', { name: 'Header' }).fill('Very busy');
  await rush.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully updated rush mode!')).toBeVisible();
  await page.getByRole('button', { name: 'Rush Mode' }).click();
  await expect(dialog(page, 'Rush Mode').getByRole('textbox', { name: 'Header' })).toHaveValue('Very busy');
});

test('a restaurant user edits the menu as the spec gives them, and never sees the restaurant-settings group', async ({
  page,
}) => {
  await loginAsStaff(page, LOGINS.waiter);
  await openOwnMenu(page);
  await expect(page.getByText('Flank steak', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add product' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Restaurant settings' })).toHaveCount(0);
  for (const hidden of ['Promo Availability', 'Rush Mode', 'Promo Popup', 'Ratings'])
    await expect(page.getByRole('button', { name: hidden })).toHaveCount(0);
  await shoot(page, 'menu-restaurant-user');
});

test('an admin opens a menu from /restaurant: extras, drinks, higher categories and ratings', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/restaurant$/);
  await page
    .getByRole('row', { name: /Demo Bistro/ })
    .getByText('Demo Bistro')
    .click();
  await expect(page.getByRole('heading', { name: 'Menu of Demo Bistro' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Restaurant settings' })).toBeVisible();

  // Ratings (the demo restaurant has surveys on).
  await page.getByRole('button', { name: 'Ratings' }).click();
  const ratings = dialog(page, 'Ratings');
  for (const h of ['Main Rating', 'Mad', 'Service', 'Ventetid', 'Bestillingsoplevelse'])
    await expect(ratings.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  await shoot(page, 'menu-ratings');
  await page.keyboard.press('Escape');

  // Extras: the list and a new extra.
  await page
    .getByRole('link', { name: 'Extras' })
    .or(page.getByText('Extras', { exact: true }))
    .first()
    .click();
  await expect(page.getByText('Truffle mayo', { exact: true })).toBeVisible();
  const extra = unique('Pickles');
  await page.getByRole('button', { name: 'Add extras' }).first().click();
  const xf = dialog(page, 'Add Extra');
  await xf.getByRole('textbox', { name: /^Name/ }).fill(extra);
  await xf.getByRole('textbox', { name: /^Price/ }).fill('7');
  await xf.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created/updated extras!')).toBeVisible();
  await shoot(page, 'menu-extras');

  // Drinks: one entry becomes the default at price 0.
  await page.getByRole('button', { name: 'Add drinks' }).click();
  const drinks = dialog(page, 'Drink choices');
  await expect(drinks.getByText('Menu drink', { exact: true })).toBeVisible();
  await drinks.getByRole('button', { name: 'Add drink' }).click();
  const df = dialog(page, 'Add Drinks');
  await df.getByRole('textbox', { name: /^Name/ }).fill('Juice');
  await df.getByRole('button', { name: 'Add entry' }).click();
  await df.getByRole('textbox', { name: 'Entry name' }).fill('Orange');
  await expect(df.getByText('A single entry is the default, at price 0.')).toBeVisible();
  await df.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created/updated drinks!')).toBeVisible();
  await expect(drinks.getByText('Juice', { exact: true })).toBeVisible();
  await shoot(page, 'menu-drinks');
  await page.keyboard.press('Escape');

  // Higher categories: the name is required ('Invalid value').
  await page.getByRole('button', { name: 'Higher Categories' }).click();
  const higher = dialog(page, 'Higher Categories');
  await expect(higher.getByText('Lunch & dinner')).toBeVisible();
  await higher.getByRole('button', { name: 'Add higher category' }).click();
  const hf = dialog(page, 'Add Higher Category');
  await hf.getByRole('button', { name: 'Submit' }).click();
  await expect(hf.getByText('Invalid value')).toBeVisible();
  await hf.getByRole('textbox', { name: /^Name/ }).fill('Late night');
  await hf.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created/updated higher category!')).toBeVisible();
  await expect(higher.getByText('Late night')).toBeVisible();
  await shoot(page, 'menu-higher');
});

test("a long menu on a tablet: 'All' renders the rows near the screen, scrolling reaches the last product, the filter finds one far down", async ({
  page,
  request,
}) => {
  test.slow();
  // Fjord Noodle Bar's menu (no other browser test reads it) grows to 200 products in a category of its own.
  const token = await apiToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const restaurants = (await (
    await request.get('/api/restaurant/search?page=1&key=Fjord', { headers: auth })
  ).json()) as { data: { _id: string }[] };
  const restaurant = restaurants.data[0]!._id;
  const category = (
    (await (
      await request.post('/api/menu/category/add', {
        headers: auth,
        data: { restaurant, category: unique('Long list') },
      })
    ).json()) as { data: { _id: string } }
  ).data._id;
  const tag = unique('Dish');
  for (let i = 1; i <= 200; i += 20)
    await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        request.post('/api/menu/add', {
          headers: auth,
          data: {
            restaurant,
            category,
            name: `${tag} ${String(i + k).padStart(3, '0')}`,
            description: 'A long menu',
            price: 50,
          },
        }),
      ),
    );
  const total = (
    (await (await request.get(`/api/menu/web/fetch?restaurant=${restaurant}&size=1`, { headers: auth })).json()) as {
      meta: { total: number };
    }
  ).meta.total;

  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAsAdmin(page);
  await page.goto(`/menu?id=${restaurant}&name=Fjord%20Noodle%20Bar`);
  await page.getByText('All', { exact: true }).first().click();
  await expect(page.getByText(`All products · ${total}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
  // Only the rows near the screen are in the page.
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  // The rows near the new place are in the page: product rows at the top, middle and bottom of the screen.
  await expect
    .poll(() =>
      table.evaluate((t) => {
        const x = t.getBoundingClientRect().left + 40;
        return [0.25, 0.5, 0.75].every((y) =>
          document.elementFromPoint(x, innerHeight * y)?.closest('tbody tr[aria-rowindex]'),
        );
      }),
    )
    .toBe(true);
  await page.screenshot({ path: `${SHOTS}/long-menu-middle-1024x768.png` });

  // Scrolled to the end, the last product's row is there.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(table.locator(`tbody tr[aria-rowindex="${total + 1}"]`)).toBeVisible({ timeout: 1000 });
  }).toPass();

  // The filter finds a product far down the list.
  await page.getByRole('textbox', { name: 'Filter products by name' }).fill(`${tag} 187`);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText(`${tag} 187`)).toBeVisible();
});
