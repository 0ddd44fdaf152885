import type { Page } from '@playwright/test';
import { expect, loginAsStaff, shootDesktop } from './support';

/** What the restaurant-config specs share: the restaurant's menu page, its settings dialogs and notices. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
export const notice = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

const SHOTS = '.tmp/config-shots';
export const shoot = (page: Page, name: string) => shootDesktop(page, (w, h) => `${SHOTS}/${name}-${w}x${h}.png`);

export async function openOwnMenu(page: Page) {
  await page.goto('/restaurant');
  await page
    .getByRole('row', { name: /Demo Bistro/ })
    .getByText('Demo Bistro')
    .click();
  await expect(page.getByRole('heading', { name: 'Menu of Demo Bistro' })).toBeVisible();
}

/** Demo Bistro's admin on the menu page of the restaurant: its toolbar of settings. */
export async function openSettings(page: Page) {
  await loginAsStaff(page);
  await openOwnMenu(page);
  return page.getByRole('toolbar', { name: 'Restaurant settings' });
}
