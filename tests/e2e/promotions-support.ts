import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, expect } from './support';

/** Screenshots go next to the test results; they are looked at, not compared. */
export const shot = async (page: Page, name: string) => {
  for (const [w, h] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `.tmp/screens-promos/${name}-${w}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

export const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
export const notice = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

export async function confirmDelete(page: Page, name: string, message: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete record?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, message)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
}

/** Adds records through the API until a list has more than one page. */
export async function fill(request: APIRequestContext, path: string, count: number, body: (i: number) => object) {
  const token = await apiToken(request);
  for (let i = 0; i < count; i++) {
    const res = await request.post(`/api${path}`, { data: body(i), headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
}
