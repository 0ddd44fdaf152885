/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) over the screens staff and admins live in, in the light and the dark
 * theme: no serious or critical violation. The kitchen dashboard is also driven by the keyboard alone, with its focus
 * ring visible.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { placeOrder, restaurantIdOf } from './kitchen-support';
import { apiToken, expect, loginAsAdmin, loginAsStaff, test } from './support';

// Each test opens its screen three times and runs axe twice (≈ 4 s a run in Chromium 156 on this machine kind).
test.describe.configure({ timeout: 120_000 });

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * What axe checks: the rules tagged WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no 2.2 level-A rule), and the
 * WCAG 2.1 rules axe 4.13 still marks experimental, which the tags alone leave out: label-content-name-mismatch (2.5.3
 * Label in Name: a control's accessible name contains its visible text) and css-orientation-lock (1.3.4 Orientation).
 */
function wcagAxe(page: Page) {
  return new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'css-orientation-lock': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
}

/** The app's colour scheme (Mantine keeps it in local storage) and the kitchen's own choice in its device settings. */
async function chooseTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    localStorage.setItem('mantine-color-scheme-value', t);
    const kitchen = JSON.parse(localStorage.getItem('kitchen-settings') ?? '{}') as object;
    localStorage.setItem('kitchen-settings', JSON.stringify({ ...kitchen, theme: t }));
  }, theme);
}

/**
 * Opens `url`, then in each theme (chosen once the screen is open, so the screen's own start-up does not undo it, and
 * applied by a reload) waits until `ready` and lists axe's serious and critical findings: rule, element, why.
 */
async function seriousViolations(
  page: Page,
  url: string,
  ready: () => Promise<void>,
  each?: (t: Theme) => Promise<void>,
) {
  const found: string[] = [];
  await page.goto(url);
  await ready();
  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    await page.reload();
    await ready();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    const { violations } = await wcagAxe(page).analyze();
    for (const v of violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        for (const n of v.nodes)
          found.push(
            `${theme}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim()} (${n.html.slice(0, 120)})`,
          );
    await each?.(theme);
  }
  return found;
}

async function bistroId(page: Page) {
  const token = await apiToken(page.request);
  return restaurantIdOf(page.request, token, 'Demo Bistro');
}

test('the kitchen dashboard passes axe in both themes, and its actions work by keyboard with a visible focus', async ({
  page,
  request,
}, testInfo) => {
  await loginAsStaff(page);
  const dashboard = page.url();
  const pending = await placeOrder(request, 'Demo Bistro', 'Axe Pending');
  const confirmed = await placeOrder(request, 'Demo Bistro', 'Axe Confirmed');
  const token = await apiToken(request);
  const accepted = await request.put('/api/orders/restaurant/acceptorder', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: confirmed._id },
  });
  expect(accepted.status()).toBe(200);
  await page.setViewportSize({ width: 1024, height: 768 });

  const found = await seriousViolations(
    page,
    dashboard,
    async () => {
      await expect(page.getByTestId(`order-${pending.refNo}`)).toBeVisible();
      await expect(page.getByTestId(`order-${confirmed.refNo}`)).toBeVisible();
    },
    (theme) => page.screenshot({ path: testInfo.outputPath(`kitchen-1024x768-${theme}.png`) }).then(() => undefined),
  );
  expect(found, found.join('\n')).toEqual([]);

  // Keyboard only: Tab to the first pending card's Accept, its focus ring drawn, Enter asks, Enter confirms.
  const first = page
    .getByRole('region', { name: 'Pending' })
    .getByTestId(/^order-/)
    .first();
  const firstId = (await first.getAttribute('data-testid'))!;
  const accept = first.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();
  await page.locator('body').focus();
  for (let i = 0; i < 80 && !(await accept.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  const ring = await accept.evaluate((el) => {
    const s = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(ring.visible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Confirmed' }).getByTestId(firstId)).toBeVisible();
});

test('the expo screen with an order in preparation passes axe in both themes', async ({ page, request }) => {
  await loginAsStaff(page);
  const order = await placeOrder(request, 'Demo Bistro', 'Axe Expo');
  const token = await apiToken(request);
  const accepted = await request.put('/api/orders/restaurant/acceptorder', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: order._id },
  });
  expect(accepted.status()).toBe(200);
  await page.setViewportSize({ width: 1024, height: 768 });
  const found = await seriousViolations(page, `${page.url()}&view=expo`, () =>
    expect(page.getByTestId(`expo-${order.refNo}`)).toBeVisible(),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('the call-a-waiter page with an open call passes axe in both themes', async ({ page, request }) => {
  await loginAsStaff(page);
  const restaurant = await bistroId(page);
  const call = await request.post('/api/mobile/callawaiter', {
    data: { restaurant, tablenumber: 31, name: 'Axe Guest' },
  });
  expect(call.status()).toBe(201);
  const found = await seriousViolations(page, '/orders-callawaiter', () =>
    expect(page.getByLabel('Call from table 31')).toBeVisible(),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('the orders list passes axe in both themes', async ({ page, request }) => {
  await loginAsStaff(page);
  const order = await placeOrder(request, 'Demo Bistro', 'Axe List');
  const found = await seriousViolations(page, '/orders?status=pending', () =>
    expect(page.getByText(order.refNo).first()).toBeVisible(),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('the menu page passes axe in both themes', async ({ page }) => {
  await loginAsStaff(page);
  const restaurant = await bistroId(page);
  const found = await seriousViolations(page, `/menu?id=${restaurant}&name=Demo%20Bistro`, () =>
    expect(page.getByRole('heading', { name: 'Menu of Demo Bistro' })).toBeVisible(),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('the admin dashboard passes axe in both themes', async ({ page }) => {
  await loginAsAdmin(page);
  const found = await seriousViolations(page, '/dashboard', async () => {
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('status', { name: /is loading/ })).toHaveCount(0, { timeout: 15_000 });
  });
  expect(found, found.join('\n')).toEqual([]);
});
