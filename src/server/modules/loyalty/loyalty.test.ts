import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../../tests/support/http';
import { act, actionBody, menuOf, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { customerPasswords, customers, loginFailures, stampBalances } from '../../db/schema';
import { hashPassword } from '../../passwords';
import { LOYALTY_MESSAGES as L } from './placement';

const t = useTestApp();
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const PASSWORD = 'loyal-customer-pass';

/** A new registered customer with a password, signed in through the customer API. */
async function signedInCustomer() {
  const [c] = await t.db
    .insert(customers)
    .values({ email: `loyal-${randomBytes(4).toString('hex')}@example.org`, name: 'Loyal Lena' })
    .returning();
  await t.db.insert(customerPasswords).values({ customerId: c.id, passwordHash: await hashPassword(PASSWORD) });
  const res = await t.call(null, 'POST', '/mobile/customer/authenticate', {
    body: { email: c.email, password: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: c.id, email: c.email, token: res.json.token as string };
}

let soup: string;
let tartare: string;
let stampId: string;
beforeAll(async () => {
  const menu = await menuOf(t, 'Demo Bistro');
  soup = menu.item('Soup of the day');
  tartare = menu.item('Beetroot tartare');
  const res = await t.call(await t.asAdmin(), 'POST', '/stamp/add', {
    body: {
      name: 'Soup card',
      restaurant: await t.restaurantId('Demo Bistro'),
      products: [soup],
      rewardid: tartare,
      maxcount: 3,
      startdate: iso(-1),
      enddate: iso(30),
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  stampId = res.json.data._id;
});

const order = (
  c: { id: string; token: string } | null,
  body: Record<string, unknown>,
  token: string | null = c?.token ?? null,
) => place(t, 'Demo Bistro', { ...(c ? { customer: c.id, guest: undefined } : {}), ...body }, token);
const soupOrder = (c: { id: string; token: string }, qty = 1) => order(c, { lines: [{ menu: soup, qty }] });
const rewardOrder = (c: { id: string; token: string }) =>
  order(c, { lines: [{ menu: tartare, qty: 1, isReward: true }] });

async function complete(id: string) {
  const bistro = await t.asBistro();
  const accepted = await act(t, bistro, 'accept', actionBody('accept', id));
  if (accepted.status !== 200 && accepted.status !== 409) throw new Error(JSON.stringify(accepted.json));
  const done = await act(t, bistro, 'complete', actionBody('complete', id));
  expect(done.status, JSON.stringify(done.json)).toBe(200);
}
const balance = async (customerId: string) =>
  (await t.db.select().from(stampBalances).where(eq(stampBalances.customerId, customerId))).find(
    (b) => b.stampId === stampId,
  )?.count ?? 0;

describe('customer sign-in', () => {
  it('signs a registered customer in; wrong passwords and unknown customers get the same 401', async () => {
    const c = await signedInCustomer();
    expect(c.token).toMatch(/^[\w-]{40,}$/);
    const wrong = await t.call(null, 'POST', '/mobile/customer/authenticate', {
      body: { email: c.email, password: 'nope-nope' },
    });
    const unknown = await t.call(null, 'POST', '/mobile/customer/authenticate', {
      body: { email: 'nobody@example.org', password: PASSWORD },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.json).toEqual(unknown.json);
  });
  it('rate-limits failed attempts per customer (429)', async () => {
    const c = await signedInCustomer();
    // The test app allows 1000 failures per username (generous limits): reach them at once.
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: 1000 }, () => ({ username: `customer:${c.email}`, ip: '127.0.0.1' })));
    const res = await t.call(null, 'POST', '/mobile/customer/authenticate', {
      body: { email: c.email, password: PASSWORD },
    });
    expect(res.status).toBe(429);
  });
  it("a customer token is not a staff token, and logout ends the customer's session", async () => {
    const c = await signedInCustomer();
    expect((await t.call(c.token, 'GET', '/coupon/getallcoupon')).status).toBe(401);
    expect((await t.call(c.token, 'DELETE', '/mobile/customer/logout')).status).toBe(200);
    const after = await soupOrder(c);
    expect(after.status).toBe(403);
  });
});

describe('who an order is for', () => {
  it("refuses an order naming a customer without that customer's token; accepts it with theirs or an admin's", async () => {
    const [lena, other] = [await signedInCustomer(), await signedInCustomer()];
    const anonymous = await order(lena, { lines: [{ menu: soup, qty: 1 }] }, null);
    expect(anonymous.status).toBe(403);
    expect(anonymous.json).toEqual({
      Message: "An order for a registered customer needs that customer's sign-in or a platform admin's",
      code: 'FORBIDDEN',
    });
    expect((await order(lena, { lines: [{ menu: soup, qty: 1 }] }, other.token)).status).toBe(403);
    expect((await order(lena, { lines: [{ menu: soup, qty: 1 }] }, await t.asBistro())).status).toBe(403);
    expect((await soupOrder(lena)).status).toBe(201);
    expect((await order(lena, { lines: [{ menu: soup, qty: 1 }] }, await t.asAdmin())).status).toBe(201);
  });
  it('lets guests order without loyalty: no reward for a guest', async () => {
    const res = await place(t, 'Demo Bistro', { lines: [{ menu: tartare, qty: 1, isReward: true }] });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'lines.0.isReward', msg: L.rewardNeedsCustomer }],
      code: 'VALIDATION',
    });
    expect((await place(t, 'Demo Bistro')).status).toBe(201);
  });
});

describe('stamps', () => {
  it('adds one stamp per stamp product when the order is completed, not before', async () => {
    const c = await signedInCustomer();
    const res = await soupOrder(c, 2);
    expect(res.status).toBe(201);
    expect(await balance(c.id)).toBe(0);
    await complete(res.json.data._id);
    expect(await balance(c.id)).toBe(2);
  });

  it('redeems the reward at price 0 only when earned, and a cancelled order gives its stamps back', async () => {
    const c = await signedInCustomer();
    const early = await rewardOrder(c);
    expect(early.status).toBe(403);
    expect(early.json).toEqual({
      Message: [{ param: 'lines.0.isReward', msg: L.rewardNotEarned }],
      code: 'VALIDATION',
    });
    await complete((await soupOrder(c, 3)).json.data._id);
    expect(await balance(c.id)).toBe(3);

    const redeemed = await rewardOrder(c);
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(201);
    const line = redeemed.json.data.lines.find((l: Json) => l.isReward);
    expect(line).toMatchObject({ isReward: true, price: 0 });
    expect(await balance(c.id)).toBe(0);
    expect((await rewardOrder(c)).status).toBe(403);

    const declined = await act(t, await t.asBistro(), 'decline', {
      id: redeemed.json.data._id,
      reason: 'Out of stock',
    });
    expect(declined.status).toBe(200);
    expect(await balance(c.id)).toBe(3);
  });

  it('a refunded order takes back the stamps it earned', async () => {
    const c = await signedInCustomer();
    const id = (await soupOrder(c, 2)).json.data._id;
    await complete(id);
    expect(await balance(c.id)).toBe(2);
    const refunded = await act(t, await t.asBistro(), 'refund', actionBody('refund', id));
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    expect(await balance(c.id)).toBe(0);
  });

  it('of two orders redeeming the same last reward at once, exactly one wins', async () => {
    const c = await signedInCustomer();
    await complete((await soupOrder(c, 3)).json.data._id);
    const [a, b] = await Promise.all([rewardOrder(c), rewardOrder(c)]);
    expect([a.status, b.status].filter((s) => s === 201)).toHaveLength(1);
    expect([403, 409]).toContain([a.status, b.status].find((s) => s !== 201));
    expect(await balance(c.id)).toBe(0);
  });
});
