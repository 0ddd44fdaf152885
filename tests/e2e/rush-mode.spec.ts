/**
 * Rush mode's on-state: a "Rush mode" badge beside the kitchen controls, and "Rush mode on" (with when it ends) beside
 * the menu page's Rush Mode button, while it is active.
 */
import type { APIRequestContext } from '@playwright/test';
import { restaurantIdOf } from './kitchen-support';
import { apiToken, expect, loginAsStaff, test } from './support';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const allDay = Object.fromEntries(
  WEEK.map((d) => [d, { start: '00:00', end: '23:59', isAvailable: true, othertime: [] }]),
);

async function setRush(request: APIRequestContext, RushMode: boolean) {
  const token = await apiToken(request);
  const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
  const res = await request.put('/api/rushmode/edit', {
    headers: { authorization: `Bearer ${token}` },
    data: { restaurant, RushMode, RushModeTimes: allDay, PreparationTime: 20, RushModeMargin: 15 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the kitchen shows the Rush mode badge while rush mode is active, and not after it is switched off', async ({
  page,
  request,
}) => {
  await setRush(request, true);
  try {
    await loginAsStaff(page);
    const badge = page.getByText('Rush mode', { exact: true });
    await expect(badge).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: '.tmp/rush-mode-shots/kitchen-rush-1280x800.png' });
    await setRush(request, false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible({ timeout: 20_000 });
    await expect(badge).toHaveCount(0);
  } finally {
    await setRush(request, false);
  }
});

test('the menu page shows "Rush mode on" and when it ends beside the Rush Mode button while rush mode is active', async ({
  page,
  request,
}) => {
  await setRush(request, true);
  try {
    await loginAsStaff(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Menu', exact: true }).click();
    const settings = page.getByRole('toolbar', { name: 'Restaurant settings' });
    await expect(settings.getByRole('button', { name: 'Rush Mode' })).toBeVisible();
    await expect(settings.getByText('Rush mode on', { exact: true })).toBeVisible({ timeout: 20_000 });
    // The schedule is every day until 23:59 (the restaurant's time).
    await expect(settings.getByText('until 23:59', { exact: true })).toBeVisible();
    await page.screenshot({ path: '.tmp/nav-shots/menu-rush-on-1440x900.png' });
    // Switched off in the Rush Mode dialog: the badge goes at once.
    await settings.getByRole('button', { name: 'Rush Mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rush Mode' });
    await dialog.getByRole('switch', { name: 'Rush Mode' }).uncheck();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Rush mode on', { exact: true })).toHaveCount(0);
  } finally {
    await setRush(request, false);
  }
});
