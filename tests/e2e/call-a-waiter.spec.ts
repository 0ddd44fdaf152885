import { restaurantIdOf } from './kitchen-support';
import { apiToken, expect, LOGINS, loginAsStaff, test } from './support';

test("on a waiter's phone the newest call is on top", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsStaff(page, LOGINS.waiter, /\/orders-callawaiter\?/);
  const admin = await apiToken(request);
  const restaurant = await restaurantIdOf(request, admin, 'Demo Bistro');
  const ids: string[] = [];
  for (const tablenumber of [871, 872]) {
    const res = await request.post('/api/mobile/callawaiter', {
      data: { restaurant, tablenumber, name: 'Newest Test' },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { data: { _id: string } }).data._id);
    await expect(page.getByLabel(`Call from table ${tablenumber}`)).toBeVisible();
  }
  await expect(page.getByLabel(/^Call from table/).first()).toHaveAccessibleName('Call from table 872');
  // Answered, so the worker's other tests see the calls they place themselves.
  for (const id of ids)
    await request.post('/api/callawaiter/accept', { data: { id }, headers: { authorization: `Bearer ${admin}` } });
});
