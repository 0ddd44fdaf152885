import { type APIRequestContext } from '@playwright/test';
import { expect, test, LOGINS, lastMailTo, passwordInput, unique } from './support';

/** A waiter account of its own (made by the restaurant admin), so the demo waiter's password stays as the other specs know it. */
async function newWaiter(request: APIRequestContext) {
  const signIn = await request.post('/api/restaurant/authenticate', { data: LOGINS.bistro });
  expect(signIn.status()).toBe(200);
  const { token, profile } = (await signIn.json()) as { token: string; profile: { Restaurant: string } };
  const email = `${unique('reset')}@example.org`.toLowerCase();
  const add = await request.post('/api/restaurant/adduser', {
    headers: { authorization: `Bearer ${token}` },
    data: { restaurant: profile.Restaurant, name: 'Reset Waiter', email, type: 'User', password: 'first-password-1' },
  });
  expect(add.status(), await add.text()).toBe(200);
  return email;
}

test('forgot password: the email rule, the link by mail, a new password that works once', async ({
  page,
  request,
  server,
}) => {
  const waiter = await newWaiter(request);
  await page.goto('/restaurant-login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter valid email')).toBeVisible();

  await page.getByLabel('Email').fill(waiter);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password reset link sent to your email' })).toBeVisible();

  const mail = await lastMailTo(server, waiter);
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Repeat new password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('another-new-pass');
  await page.getByLabel('Repeat new password').fill('another-new-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Login' }).click();
  await page.getByLabel('Username').fill(waiter);
  await passwordInput(page).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/orders-dashboard\?/);
});

test('the forgot-password flow goes back to the login', async ({ page }) => {
  await page.goto('/restaurant-login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
