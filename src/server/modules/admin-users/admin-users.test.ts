import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES as M } from '../../../contract/admin-users/routes';
import { MESSAGES } from '../../../contract/errors';
import { useTestApp, type TestApp } from '../../../../tests/support/test-app';
import { addAdmins, addUser, userId } from '../../../../tests/support/users';

const list = async (t: TestApp, query: Record<string, unknown> = {}) =>
  t.call(await t.asAdmin(), 'GET', '/admin/fetch', { query });
const adminSignIn = (t: TestApp, email: string, password: string) =>
  t.call(null, 'POST', '/admin/authenticate', { body: { email, password } });

describe('admin users: list', () => {
  const t = useTestApp();

  it('lists the platform admins only, 25 a page', async () => {
    const res = await list(t);
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ current_page: 1, last_page: 1, total: 2, page_limit: 25 });
    expect(res.json.data.map((u: { Email: string }) => u.Email).sort()).toEqual([
      'admin@example.com',
      'ops@example.com',
    ]);
    expect(res.json.data.every((u: { Type: string }) => u.Type === 'Admin')).toBe(true);
  });

  it('pages: with 30 more admins, page 2 holds the rest and last_page is 2', async () => {
    await addAdmins(t, 30);
    const first = await list(t, { page: 1, size: 25 });
    const second = await list(t, { page: 2, size: 25 });
    expect(first.json.data).toHaveLength(25);
    expect(second.json.data).toHaveLength(7);
    expect(second.json.meta).toEqual({ current_page: 2, last_page: 2, total: 32, page_limit: 25 });
    const ids = [...first.json.data, ...second.json.data].map((u: { _id: string }) => u._id);
    expect(new Set(ids).size).toBe(32);
  });
});

describe('admin users: create, edit, delete', () => {
  const t = useTestApp();
  const as = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
    t.call(await t.asAdmin(), method, path, { body });
  const create = (email: string, password = 'first-password', name = 'New Admin') =>
    as('POST', '/admin/add', { name, type: 'Admin', email, password });
  const total = async () => (await list(t)).json.meta.total as number;

  it("creates an admin ('Successfully created user!') who can then sign in", async () => {
    const res = await create('New.Admin@Example.org');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      Message: M.created,
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        Name: 'New Admin',
        Email: 'new.admin@example.org',
        Type: 'Admin',
      },
    });
    expect((await list(t)).json.data.map((u: { Email: string }) => u.Email)).toContain('new.admin@example.org');
    expect((await adminSignIn(t, 'new.admin@example.org', 'first-password')).status).toBe(200);
  });

  it('refuses an email already in use, in any case, with 403 on the email field', async () => {
    const before = await total();
    for (const email of ['ADMIN@example.com', 'ops@EXAMPLE.com', 'Bistro@Example.com']) {
      const res = await create(email);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: [{ param: 'email', msg: M.emailTaken }], code: 'VALIDATION' });
    }
    expect(await total()).toBe(before);
  });

  it('refuses missing or bad fields with 403 naming each', async () => {
    const res = await as('POST', '/admin/add', { name: '', type: 'Admin', email: 'no-at-sign', password: 'short' });
    expect(res.status).toBe(403);
    expect(res.json.Message.map((e: { param: string }) => e.param).sort()).toEqual(['email', 'name', 'password']);
  });

  it("edits with an empty password: 'Successfully updated user!', the old password still works", async () => {
    const id = (await create('keeps@example.org', 'keeps-password')).json.data._id;
    const res = await as('PUT', '/admin/edit', {
      adminid: id,
      name: 'Renamed',
      type: 'Admin',
      email: 'keeps@example.org',
      password: '',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      Message: M.updated,
      data: { _id: id, Name: 'Renamed', Email: 'keeps@example.org', Type: 'Admin' },
    });
    expect((await adminSignIn(t, 'keeps@example.org', 'keeps-password')).status).toBe(200);
  });

  it('edits with a new password: the old one stops working, the new one works', async () => {
    const id = (await create('changes@example.org', 'changes-password')).json.data._id;
    const res = await as('PUT', '/admin/edit', {
      adminid: id,
      name: 'Changes',
      type: 'Admin',
      email: 'changes@example.org',
      password: 'changed-password',
    });
    expect(res.status).toBe(200);
    expect((await adminSignIn(t, 'changes@example.org', 'changes-password')).status).toBe(401);
    expect((await adminSignIn(t, 'changes@example.org', 'changed-password')).status).toBe(200);
  });

  it("a new password ends that admin's other sessions; changing your own keeps the session you use", async () => {
    const id = (await create('signed-in@example.org', 'first-password')).json.data._id;
    const elsewhere = (await adminSignIn(t, 'signed-in@example.org', 'first-password')).json.token as string;
    const editor = (await adminSignIn(t, 'signed-in@example.org', 'first-password')).json.token as string;
    expect((await t.call(elsewhere, 'GET', '/dashboard/home')).status).toBe(200);
    const res = await t.call(editor, 'PUT', '/admin/edit', {
      body: {
        adminid: id,
        name: 'Signed In',
        type: 'Admin',
        email: 'signed-in@example.org',
        password: 'second-password',
      },
    });
    expect(res.status).toBe(200);
    expect((await t.call(elsewhere, 'GET', '/dashboard/home')).status).toBe(401);
    expect((await t.call(editor, 'GET', '/dashboard/home')).status).toBe(200);
  });

  it("refuses to edit an admin's email to one in use", async () => {
    const id = (await create('taken-test@example.org')).json.data._id;
    const res = await as('PUT', '/admin/edit', {
      adminid: id,
      name: 'X',
      type: 'Admin',
      email: 'Admin@Example.com',
      password: '',
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: [{ param: 'email', msg: M.emailTaken }], code: 'VALIDATION' });
  });

  it('answers 404 to editing an unknown id, or a restaurant user (not an admin)', async () => {
    for (const adminid of ['0123456789abcdef01234567', await userId(t, 'waiter@example.com')]) {
      const res = await as('PUT', '/admin/edit', {
        adminid,
        name: 'Ghost',
        type: 'Admin',
        email: 'ghost@example.org',
        password: '',
      });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ Message: M.notFound, code: 'NOT_FOUND' });
    }
    expect(
      (
        await t.call(null, 'POST', '/restaurant/authenticate', {
          body: { email: 'waiter@example.com', password: 'demo-waiter-pass' },
        })
      ).status,
    ).toBe(200);
  });

  it("deletes an admin ('Successfully deleted a user!'): gone from the list, signed out, cannot sign in", async () => {
    const id = (await create('leaving@example.org', 'leaving-password')).json.data._id;
    const theirToken = await t.login('leaving@example.org', 'leaving-password');
    const res = await as('DELETE', '/admin/delete', { adminid: id });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: M.deleted });
    expect((await list(t)).json.data.map((u: { _id: string }) => u._id)).not.toContain(id);
    expect((await t.call(theirToken, 'GET', '/dashboard/home')).status).toBe(401);
    expect((await adminSignIn(t, 'leaving@example.org', 'leaving-password')).status).toBe(401);
  });

  it('refuses to delete yourself with 409', async () => {
    const me = (await t.signIn('admin@example.com', 'demo-admin-pass')).profile._id;
    const res = await as('DELETE', '/admin/delete', { adminid: me });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: M.notYourself, code: 'CONFLICT' });
    expect((await adminSignIn(t, 'admin@example.com', 'demo-admin-pass')).status).toBe(200);
  });

  it('answers 404 to deleting an unknown id or a restaurant user', async () => {
    const staffId = await addUser(t, {
      email: 'staff-keep@example.org',
      password: 'staff-keep-pass',
      restaurant: 'Harbour Grill',
    });
    for (const adminid of ['0123456789abcdef01234567', staffId]) {
      const res = await as('DELETE', '/admin/delete', { adminid });
      expect(res.status).toBe(404);
    }
    expect(
      (
        await t.call(null, 'POST', '/restaurant/authenticate', {
          body: { email: 'staff-keep@example.org', password: 'staff-keep-pass' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('admin users: restaurant staff', () => {
  const t = useTestApp();
  const staff = [
    ['RestaurantAdmin of Demo Bistro', () => t.asBistro()],
    ['RestaurantUser of Demo Bistro', () => t.asWaiter()],
    ['RestaurantAdmin of Harbour Grill', () => t.asHarbour()],
  ] as const;

  it.each(staff)('%s gets 403 on list, create, edit and delete, and nothing changes', async (_, token) => {
    const admin = await t.asAdmin();
    const victim = (
      await t.call(admin, 'POST', '/admin/add', {
        body: { name: 'Victim', type: 'Admin', email: `victim-${Date.now()}@example.org`, password: 'victim-password' },
      })
    ).json.data;
    const calls = [
      t.call(await token(), 'GET', '/admin/fetch'),
      t.call(await token(), 'POST', '/admin/add', {
        body: { name: 'Intruder', type: 'Admin', email: 'intruder@example.org', password: 'intruder-pass' },
      }),
      t.call(await token(), 'PUT', '/admin/edit', {
        body: { adminid: victim._id, name: 'Hacked', type: 'Admin', email: victim.Email, password: 'hacked-password' },
      }),
      t.call(await token(), 'DELETE', '/admin/delete', { body: { adminid: victim._id } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
    const after = (await t.call(admin, 'GET', '/admin/fetch', { query: { size: 1000 } })).json.data;
    expect(after).toContainEqual(victim);
    expect(after.map((u: { Email: string }) => u.Email)).not.toContain('intruder@example.org');
    expect((await adminSignIn(t, victim.Email, 'victim-password')).status).toBe(200);
  });
});
