import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const LOGINS = {
  admin: { email: 'admin@example.com', password: 'demo-admin-pass' },
  bistro: { email: 'bistro@example.com', password: 'demo-kitchen-pass' },
  waiter: { email: 'waiter@example.com', password: 'demo-waiter-pass' },
  harbour: { email: 'harbour@example.com', password: 'demo-harbour-pass' },
} as const;

export const passwordInput = (page: Page | Locator) => page.getByRole('textbox', { name: 'Password' });

export async function loginAsAdmin(page: Page, who: { email: string; password: string } = LOGINS.admin) {
  await page.goto('/');
  await page.getByLabel('Username').fill(who.email);
  await passwordInput(page).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function loginAsStaff(page: Page, who: { email: string; password: string } = LOGINS.bistro) {
  await page.goto('/restaurant-login');
  await page.getByLabel('Username').fill(who.email);
  await passwordInput(page).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/orders-dashboard\?/);
}

/** A token straight from the API, for setting up data. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string } = LOGINS.admin) {
  const res = await request.post('/api/admin/authenticate', { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The newest mail the server wrote to its outbox for this address (no SMTP in tests). */
export async function lastMailTo(address: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.includes(address)).sort();
  expect(files.length, `a mail to ${address} in ${dir}`).toBeGreaterThan(0);
  return readFile(path.join(dir, files[files.length - 1]), 'utf8');
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Screenshots of the page at the two desktop sizes the screens are looked at in (1440×900, 1280×800). */
export async function shootDesktop(page: Page, file: (width: number, height: number) => string, fullPage = false) {
  for (const [w, h] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: file(w, h), fullPage });
  }
}
