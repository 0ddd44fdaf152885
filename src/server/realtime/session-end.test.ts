/**
 * Every way a session ends closes its sockets at once: logout, expiry, a password reset or change, a role
 * change, a deleted account or restaurant. A closed socket hears no order placed after, and its token connects no more.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { sessions } from '../db/schema';
import { hashToken } from '../http/session';
import type { Json } from '../../../tests/support/http';
import { newOrder } from '../../../tests/support/orders';
import { connect, disconnected, listen, pause, refusal, type Listener } from '../../../tests/support/sockets';
import { useTestApp } from '../../../tests/support/test-app';
import { addUser } from '../../../tests/support/users';

const t = useTestApp();
let url: string;
/** A platform admin's socket that stays connected: it hears every order, so a test knows when one went out. */
let witness: Listener;
beforeAll(async () => {
  url = await listen(t.app);
  witness = await connect(url, await t.asAdmin());
});
afterAll(() => witness?.close());

const opened: Listener[] = [];
afterEach(() => {
  for (const l of opened.splice(0)) l.close();
});

const PASSWORD = 'session-pass-1';
let n = 0;

interface Connected {
  id: string;
  email: string;
  token: string;
  socket: Listener;
}

/** A user of their own (restaurant staff with `restaurant`, else a platform admin), signed in, with a socket. */
async function connectedUser(u: { type?: Role; restaurant?: string } = {}): Promise<Connected> {
  const email = `session-${++n}@example.org`;
  const id = await addUser(t, { email, password: PASSWORD, ...u });
  const token = await t.login(email, PASSWORD);
  const socket = await connect(url, token);
  opened.push(socket);
  return { id, email, token, socket };
}

const byId = (id: string) => (p: Json) => p._id === id;

/** The server closed the socket; an order placed after reaches others but not it; the token no longer connects. */
async function expectEnded(user: Connected, gone: Promise<string>, restaurant = 'Demo Bistro') {
  expect(await gone).toBe('io server disconnect');
  const order = await newOrder(t, restaurant);
  await witness.next('order.created', byId(order._id));
  await pause(200);
  expect(user.socket.heard.filter((h) => h.payload?._id === order._id)).toEqual([]);
  expect((await refusal(url, user.token)).message).toBe('unauthorized');
}

/** Demo Bistro's admin edits a staff account of Demo Bistro (a User unless `changes` says otherwise). */
async function staffEdit(user: Connected, changes: { type?: 'Admin' | 'User'; password?: string; name?: string }) {
  const body = {
    id: user.id,
    restaurant: await t.restaurantId('Demo Bistro'),
    name: 'Line Cook',
    email: user.email,
    type: 'User',
    ...changes,
  };
  return t.call(await t.asBistro(), 'PUT', '/restaurant/edituser', { body });
}

describe('a session that ends closes its sockets', () => {
  it('at logout', async () => {
    const cook = await connectedUser({ restaurant: 'Demo Bistro' });
    const gone = disconnected(cook.socket);
    expect((await t.call(cook.token, 'DELETE', '/admin/logout')).status).toBe(200);
    await expectEnded(cook, gone);
  });

  it('when it expires, without any request', async () => {
    const email = `session-${++n}@example.org`;
    await addUser(t, { email, password: PASSWORD, restaurant: 'Demo Bistro' });
    const token = await t.login(email, PASSWORD);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const socket = await connect(url, token);
    opened.push(socket);
    const gone = disconnected(socket, 6000);
    await expectEnded({ id: '', email, token, socket }, gone);
  });

  it('when a reset link sets a new password', async () => {
    const cook = await connectedUser({ restaurant: 'Demo Bistro' });
    const gone = disconnected(cook.socket);
    const before = t.mails.length;
    expect((await t.call(null, 'POST', '/restaurant/forgotpassword', { body: { email: cook.email } })).status).toBe(
      200,
    );
    const token = t.mails[before].text.match(/reset-password\?token=([\w-]+)/)![1];
    const reset = await t.call(null, 'POST', '/restaurant/resetpassword', {
      body: { token, password: 'reset-pass-2' },
    });
    expect(reset.status).toBe(200);
    await expectEnded(cook, gone);
  });

  it("when the restaurant's admin gives a staff account a new password", async () => {
    const cook = await connectedUser({ restaurant: 'Demo Bistro' });
    const gone = disconnected(cook.socket);
    expect((await staffEdit(cook, { password: 'changed-pass-3' })).status).toBe(200);
    await expectEnded(cook, gone);
  });

  it('when a staff account gets another role', async () => {
    const cook = await connectedUser({ restaurant: 'Demo Bistro' });
    const gone = disconnected(cook.socket);
    expect((await staffEdit(cook, { type: 'Admin' })).status).toBe(200);
    await expectEnded(cook, gone);
  });

  it('but not when a staff account only gets another name', async () => {
    const cook = await connectedUser({ restaurant: 'Demo Bistro' });
    expect((await staffEdit(cook, { name: 'Head Cook' })).status).toBe(200);
    const order = await newOrder(t, 'Demo Bistro');
    expect(await cook.socket.next('order.created', byId(order._id))).toEqual(order);
    expect(cook.socket.socket.connected).toBe(true);
  });

  it('when a staff account is deleted', async () => {
    const cook = await connectedUser({ restaurant: 'Demo Bistro' });
    const gone = disconnected(cook.socket);
    const del = await t.call(await t.asBistro(), 'DELETE', '/restaurant/deleteuser', { body: { id: cook.id } });
    expect(del.status).toBe(200);
    await expectEnded(cook, gone);
  });

  it("when a platform admin's password is changed by another admin, whose own socket stays", async () => {
    const other = await connectedUser({ type: 'Admin' });
    const gone = disconnected(other.socket);
    const edit = await t.call(await t.asAdmin(), 'PUT', '/admin/edit', {
      body: { adminid: other.id, name: 'Other Admin', email: other.email, password: 'changed-pass-4' },
    });
    expect(edit.status).toBe(200);
    await expectEnded(other, gone);
    expect(witness.socket.connected).toBe(true);
  });

  it("when a platform admin is deleted: the socket hears no other restaurant's orders", async () => {
    const other = await connectedUser({ type: 'Admin' });
    const gone = disconnected(other.socket);
    expect((await t.call(await t.asAdmin(), 'DELETE', '/admin/delete', { body: { adminid: other.id } })).status).toBe(
      200,
    );
    await expectEnded(other, gone, 'Harbour Grill');
  });

  it('when their restaurant is deleted, for every staff account of it', async () => {
    const add = await t.call(await t.asAdmin(), 'POST', '/restaurant/add', {
      body: {
        name: 'Closing Diner',
        address: 'Test Street 1',
        coverimage: '/uploads/0123456789abcdef0123456789abcdef.png',
      },
    });
    expect(add.status).toBe(200);
    const [owner, waiter] = [
      await connectedUser({ restaurant: 'Closing Diner', type: 'RestaurantAdmin' }),
      await connectedUser({ restaurant: 'Closing Diner' }),
    ];
    const gone = [disconnected(owner.socket), disconnected(waiter.socket)];
    const del = await t.call(await t.asAdmin(), 'DELETE', '/restaurant/delete', { body: { id: add.json.data._id } });
    expect(del.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const user of [owner, waiter]) expect((await refusal(url, user.token)).message).toBe('unauthorized');
  });
});
