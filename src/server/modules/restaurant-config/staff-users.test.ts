import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';
import { sessions } from '../../db/schema';

const t = useTestApp();

describe('restaurant users (User Management)', () => {
  it('are created as Admin → RestaurantAdmin and User → RestaurantUser, sign in at the restaurant login and see only their restaurant', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    const add = await t.call(token, 'POST', '/restaurant/adduser', {
      body: {
        restaurant,
        name: 'Line Cook',
        email: 'Cook@Example.org',
        type: 'User',
        password: 'cook-password',
        includedToReport: false,
      },
    });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({
      Message: 'Successfully created user!',
      data: { Email: 'cook@example.org', Name: 'Line Cook', Type: 'RestaurantUser', includedToReport: false },
    });
    const admin = await t.call(token, 'POST', '/restaurant/adduser', {
      body: {
        restaurant,
        name: 'Floor Manager',
        email: 'manager@example.org',
        type: 'Admin',
        password: 'manager-password',
      },
    });
    expect(admin.json.data.Type).toBe('RestaurantAdmin');

    const session = await t.signIn('cook@example.org', 'cook-password', 'restaurant');
    expect(session.profile ?? session).toBeTruthy();
    const cook = session.token as string;
    expect((await t.call(cook, 'GET', '/tips/fetch', { query: { restaurant } })).status).toBe(200);
    expect(
      (await t.call(cook, 'GET', '/tips/fetch', { query: { restaurant: await t.restaurantId('Harbour Grill') } }))
        .status,
    ).toBe(403);
    const adminLogin = await t.call(null, 'POST', '/admin/authenticate', {
      body: { email: 'cook@example.org', password: 'cook-password' },
    });
    expect(adminLogin.status).not.toBe(200);

    // A RestaurantUser cannot manage users; the server refuses.
    for (const [method, path, body] of [
      [
        'POST',
        '/restaurant/adduser',
        { restaurant, name: 'X', email: 'x@example.org', type: 'Admin', password: 'x-password-1' },
      ],
      ['DELETE', '/restaurant/deleteuser', { id: admin.json.data._id }],
    ] as const) {
      const res = await t.call(cook, method, path, { body });
      expect(res.status).toBe(403);
    }
    expect(
      (await t.call(cook, 'GET', '/restaurant/users/fetch', { query: { restaurant, page: 1, size: 25 } })).status,
    ).toBe(403);

    const list = await t.call(token, 'GET', '/restaurant/users/fetch', { query: { restaurant, page: 1, size: 25 } });
    expect(list.json.meta).toMatchObject({ current_page: 1, page_limit: 25 });
    const emails = list.json.data.map((u: { Email: string }) => u.Email);
    expect(emails).toEqual(
      expect.arrayContaining(['bistro@example.com', 'waiter@example.com', 'cook@example.org', 'manager@example.org']),
    );
    expect(emails).not.toContain('harbour@example.com');
    expect(emails).not.toContain('admin@example.com');
  });

  it('refuse a taken email and a short password with field messages', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const res = await t.call(await t.asBistro(), 'POST', '/restaurant/adduser', {
      body: { restaurant, name: 'Dup', email: 'waiter@example.com', type: 'User', password: 'long-enough-pass' },
    });
    expect(res.json.Message).toEqual([{ param: 'email', msg: 'Email already exists' }]);
    const short = await t.call(await t.asBistro(), 'POST', '/restaurant/adduser', {
      body: { restaurant, name: 'S', email: 'short@example.org', type: 'Boss', password: 'x' },
    });
    expect(short.json.Message.map((m: { param: string }) => m.param).sort()).toEqual(['password', 'type']);
  });

  it('edit keeps the password unless a new one is given; a new password or deleting the user ends their sessions', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    const add = await t.call(token, 'POST', '/restaurant/adduser', {
      body: { restaurant, name: 'Temp', email: 'temp@example.org', type: 'User', password: 'temp-password' },
    });
    const id = add.json.data._id;
    const temp = await t.login('temp@example.org', 'temp-password', 'restaurant');
    const kept = await t.call(token, 'PUT', '/restaurant/edituser', {
      body: {
        restaurant,
        id,
        name: 'Temp Two',
        email: 'temp@example.org',
        type: 'User',
        password: '',
        includedToReport: true,
      },
    });
    expect(kept.json).toMatchObject({ Message: 'Successfully updated user!', data: { Name: 'Temp Two' } });
    expect((await t.call(temp, 'GET', '/tips/fetch', { query: { restaurant } })).status).toBe(200);
    await t.call(token, 'PUT', '/restaurant/edituser', {
      body: {
        restaurant,
        id,
        name: 'Temp Two',
        email: 'temp@example.org',
        type: 'User',
        password: 'new-temp-password',
      },
    });
    expect((await t.call(temp, 'GET', '/tips/fetch', { query: { restaurant } })).status).toBe(401);
    const again = await t.login('temp@example.org', 'new-temp-password', 'restaurant');
    expect((await t.call(await t.asHarbour(), 'DELETE', '/restaurant/deleteuser', { body: { id } })).status).toBe(403);
    const del = await t.call(token, 'DELETE', '/restaurant/deleteuser', { body: { id } });
    expect(del.json).toEqual({ Message: 'Successfully deleted user!' });
    expect((await t.call(again, 'GET', '/tips/fetch', { query: { restaurant } })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  it('cannot delete the signed-in user, nor a platform admin', async () => {
    const me = await t.call(await t.asBistro(), 'GET', '/restaurant/users/fetch', {
      query: { restaurant: await t.restaurantId('Demo Bistro'), page: 1, size: 25 },
    });
    const self = me.json.data.find((u: { Email: string }) => u.Email === 'bistro@example.com');
    const res = await t.call(await t.asBistro(), 'DELETE', '/restaurant/deleteuser', { body: { id: self._id } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: 'You cannot delete your own account', code: 'CONFLICT' });
  });
});
