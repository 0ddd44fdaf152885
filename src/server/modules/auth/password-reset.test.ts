import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, PASSWORD_RESET_DONE, PASSWORD_RESET_INVALID } from '../../../contract/auth/routes';
import { passwordResets } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';
import { addUser, userId } from '../../../../tests/support/users';

describe('forgot password and reset', () => {
  const t = useTestApp({ config: { publicUrl: 'https://backoffice.example.com' } });
  const forgot = (email: string) => t.call(null, 'POST', '/restaurant/forgotpassword', { body: { email } });
  const reset = (token: string, password: string) =>
    t.call(null, 'POST', '/restaurant/resetpassword', { body: { token, password } });
  const staffLogin = (email: string, password: string) =>
    t.call(null, 'POST', '/restaurant/authenticate', { body: { email, password } });

  let n = 0;
  /** A restaurant user of its own for each test, since the tests change passwords. */
  async function staff(password = 'old-password-1') {
    const email = `cook-${++n}@example.org`;
    await addUser(t, { email, password, restaurant: 'Demo Bistro' });
    return { email, password };
  }
  /** Asks for a link and answers the token from the mail. */
  async function linkFor(email: string) {
    const before = t.mails.length;
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(t.mails).toHaveLength(before + 1);
    return t.mails[before].text.match(/\/reset-password\?token=([\w-]+)/)![1];
  }

  it('mails restaurant staff a reset link to the web app', async () => {
    const before = t.mails.length;
    const res = await forgot('bistro@example.com');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: FORGOT_PASSWORD_SENT });
    expect(t.mails).toHaveLength(before + 1);
    expect(t.mails[before].to).toBe('bistro@example.com');
    expect(t.mails[before].text).toMatch(/https:\/\/backoffice\.example\.com\/reset-password\?token=[\w-]{32,}/);
  });

  it('finds the address whatever its case', async () => {
    const before = t.mails.length;
    expect((await forgot('Waiter@Example.COM')).status).toBe(200);
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['waiter@example.com']);
  });

  it('answers an unknown address, or a platform admin, the same and mails nothing', async () => {
    const before = t.mails.length;
    for (const email of ['nobody@example.com', 'admin@example.com']) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ Message: FORGOT_PASSWORD_SENT });
    }
    expect(t.mails).toHaveLength(before);
  });

  it("refuses an address without '@' with 'Please enter valid email'", async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: [{ param: 'email', msg: 'Please enter valid email' }], code: 'VALIDATION' });
  });

  it('sets the new password: the old one stops working, the new one works', async () => {
    const user = await staff();
    const res = await reset(await linkFor(user.email), 'brand-new-password');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: PASSWORD_RESET_DONE });
    expect((await staffLogin(user.email, user.password)).status).toBe(401);
    expect((await staffLogin(user.email, 'brand-new-password')).status).toBe(200);
  });

  it('works once: the second use answers 400 and changes nothing', async () => {
    const user = await staff();
    const token = await linkFor(user.email);
    expect((await reset(token, 'first-new-password')).status).toBe(200);
    const again = await reset(token, 'second-new-password');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ Message: PASSWORD_RESET_INVALID, code: 'BAD_REQUEST' });
    expect((await staffLogin(user.email, 'first-new-password')).status).toBe(200);
  });

  it('using one link voids every other link of the user: an earlier link answers the invalid-link message', async () => {
    const user = await staff();
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect((await reset(second, 'from-second-link')).status).toBe(200);
    const late = await reset(first, 'from-first-link');
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ Message: PASSWORD_RESET_INVALID, code: 'BAD_REQUEST' });
    expect((await staffLogin(user.email, 'from-second-link')).status).toBe(200);
  });

  it("a password set by the restaurant's admin voids the links asked for before", async () => {
    const user = await staff();
    const link = await linkFor(user.email);
    const edit = await t.call(await t.asBistro(), 'PUT', '/restaurant/edituser', {
      body: {
        id: await userId(t, user.email),
        restaurant: await t.restaurantId('Demo Bistro'),
        name: 'Cook',
        email: user.email,
        type: 'User',
        password: 'set-by-the-admin',
      },
    });
    expect(edit.status).toBe(200);
    const late = await reset(link, 'from-old-link');
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ Message: PASSWORD_RESET_INVALID, code: 'BAD_REQUEST' });
    expect((await staffLogin(user.email, 'set-by-the-admin')).status).toBe(200);
  });

  it('refuses an expired link with 400 and keeps the old password', async () => {
    const user = await staff();
    const token = await linkFor(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, await userId(t, user.email)));
    const res = await reset(token, 'too-late-password');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ Message: PASSWORD_RESET_INVALID, code: 'BAD_REQUEST' });
    expect((await staffLogin(user.email, user.password)).status).toBe(200);
  });

  it('refuses a token that was never issued with 400', async () => {
    const res = await reset('x'.repeat(43), 'some-new-password');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ Message: PASSWORD_RESET_INVALID, code: 'BAD_REQUEST' });
  });

  it('signs the user out everywhere', async () => {
    const user = await staff();
    const tablet = await t.login(user.email, user.password);
    const phone = await t.login(user.email, user.password);
    expect((await reset(await linkFor(user.email), 'after-reset-password')).status).toBe(200);
    for (const token of [tablet, phone]) expect((await t.call(token, 'DELETE', '/admin/logout')).status).toBe(401);
  });

  it('refuses a too short password with 403 on the password field, and the link still works after', async () => {
    const user = await staff();
    const token = await linkFor(user.email);
    const res = await reset(token, 'short');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'password', msg: 'Password must be at least 8 characters' }],
      code: 'VALIDATION',
    });
    expect((await reset(token, 'long-enough-password')).status).toBe(200);
  });
});
