import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { sessions } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';
import { userId } from '../../../../tests/support/users';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-pass' };
const BISTRO = { email: 'bistro@example.com', password: 'demo-kitchen-pass' };
const WAITER = { email: 'waiter@example.com', password: 'demo-waiter-pass' };
const HARBOUR = { email: 'harbour@example.com', password: 'demo-harbour-pass' };
const INVALID = { Message: MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' };

describe('sign-in', () => {
  const t = useTestApp();
  const signIn = (audience: 'admin' | 'restaurant', body: unknown) =>
    t.call(null, 'POST', `/${audience}/authenticate`, { body });

  it('signs the platform admin in with a token and an Admin profile without restaurant', async () => {
    const res = await signIn('admin', ADMIN);
    expect(res.status).toBe(200);
    expect(res.json.token).toEqual(expect.stringMatching(/^\S{32,}$/));
    expect(new Date(res.json.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(res.json.profile).toEqual({
      _id: expect.any(String),
      Name: 'Platform Admin',
      Email: ADMIN.email,
      Type: 'Admin',
      Restaurant: null,
      RestaurantName: null,
    });
    expect((await t.call(res.json.token, 'GET', '/dashboard/home')).status).toBe(200);
  });

  it('treats the username case-insensitively and ignores surrounding spaces', async () => {
    const res = await signIn('admin', { email: '  Admin@EXAMPLE.com ', password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.json.profile.Email).toBe(ADMIN.email);
  });

  it('gives a wrong password and an unknown user the same 401 answer', async () => {
    const wrong = await signIn('admin', { email: ADMIN.email, password: 'not-the-password' });
    const unknown = await signIn('admin', { email: 'nobody@example.com', password: 'whatever-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(INVALID);
    expect(unknown.json).toEqual(INVALID);
  });

  it('keeps restaurant staff out of the admin sign-in, and the admin out of the restaurant sign-in, with the same 401', async () => {
    for (const staff of [BISTRO, WAITER]) {
      const res = await signIn('admin', staff);
      expect(res.status).toBe(401);
      expect(res.json).toEqual(INVALID);
    }
    const res = await signIn('restaurant', ADMIN);
    expect(res.status).toBe(401);
    expect(res.json).toEqual(INVALID);
  });

  it("gives restaurant staff a profile with their restaurant's id and name", async () => {
    const bistroId = await t.restaurantId('Demo Bistro');
    const kitchen = await signIn('restaurant', BISTRO);
    expect(kitchen.status).toBe(200);
    expect(kitchen.json.profile).toMatchObject({
      Email: BISTRO.email,
      Type: 'RestaurantAdmin',
      Restaurant: bistroId,
      RestaurantName: 'Demo Bistro',
    });
    const waiter = await signIn('restaurant', WAITER);
    expect(waiter.json.profile).toMatchObject({
      Type: 'RestaurantUser',
      Restaurant: bistroId,
      RestaurantName: 'Demo Bistro',
    });
    const harbour = await signIn('restaurant', HARBOUR);
    expect(harbour.json.profile).toMatchObject({
      Restaurant: await t.restaurantId('Harbour Grill'),
      RestaurantName: 'Harbour Grill',
    });
  });

  it('answers a missing password with a 403 naming the field', async () => {
    const res = await signIn('admin', { email: ADMIN.email });
    expect(res.status).toBe(403);
    expect(res.json.Message).toContainEqual({ param: 'password', msg: 'Password is required' });
  });
});

describe('sessions', () => {
  const t = useTestApp();

  it("logs out: 'Admin Successfully logged out', then the token is refused; other sessions go on", async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const other = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.call(token, 'DELETE', '/admin/logout');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: MESSAGES.loggedOut });
    expect((await t.call(token, 'GET', '/dashboard/home')).status).toBe(401);
    expect((await t.call(token, 'DELETE', '/admin/logout')).status).toBe(401);
    expect((await t.call(other, 'GET', '/dashboard/home')).status).toBe(200);
  });

  it('logs restaurant staff out the same way', async () => {
    const token = await t.login(WAITER.email, WAITER.password);
    const res = await t.call(token, 'DELETE', '/admin/logout');
    expect(res.json).toEqual({ Message: MESSAGES.loggedOut });
    const bistroId = await t.restaurantId('Demo Bistro');
    expect((await t.call(token, 'POST', '/mobile/restaurant/fetchspecific', { body: { id: bistroId } })).status).toBe(
      401,
    );
  });

  it('refuses an expired session with 401', async () => {
    const token = await t.login(HARBOUR.email, HARBOUR.password);
    const harbourId = await t.restaurantId('Harbour Grill');
    const ask = () => t.call(token, 'POST', '/mobile/restaurant/fetchspecific', { body: { id: harbourId } });
    expect((await ask()).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, await userId(t, HARBOUR.email)));
    const res = await ask();
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ Message: MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
  });

  it('refuses a token sent without the Bearer scheme', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.call(null, 'GET', '/dashboard/home', { headers: { authorization: token } });
    expect(res.status).toBe(401);
  });
});
