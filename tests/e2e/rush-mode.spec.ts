/** Rush mode on the kitchen dashboard: a "Rush mode" badge beside the kitchen controls while it is active. */
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
