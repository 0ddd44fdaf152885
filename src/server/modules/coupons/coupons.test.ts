import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M } from '../../../contract/coupons/routes';
import type { Json } from '../../../../tests/support/http';
import { place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { couponUses, customerPasswords, customers, pushLogs } from '../../db/schema';
import { hashPassword } from '../../passwords';
import { LOYALTY_MESSAGES as L } from '../loyalty/placement';

const t = useTestApp();
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const code = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Test coupon',
  text: 'Ten off',
  startdate: iso(-1),
  enddate: iso(10),
  appcode: code(),
  ...over,
});
const add = async (over: Record<string, unknown> = {}) =>
  t.call(await t.asAdmin(), 'POST', '/coupon/addnewcoupon', { body: body(over) });
const list = async (status?: string, query: Record<string, unknown> = {}) =>
  status
    ? t.call(await t.asAdmin(), 'GET', '/coupon/getallcoupon/:status', { params: { status }, query })
    : t.call(await t.asAdmin(), 'GET', '/coupon/getallcoupon', { query });

async function customer(password = 'coupon-customer-pass') {
  const [c] = await t.db
    .insert(customers)
    .values({ email: `c-${randomBytes(4).toString('hex')}@example.org`, name: 'Coupon Carl' })
    .returning();
  await t.db.insert(customerPasswords).values({ customerId: c.id, passwordHash: await hashPassword(password) });
  const res = await t.call(null, 'POST', '/mobile/customer/authenticate', { body: { email: c.email, password } });
  return { id: c.id, email: c.email, name: c.name, token: res.json.token as string };
}
const useCoupon = (couponCode: string, c?: { id: string; token: string }) =>
  place(t, 'Demo Bistro', { coupon: couponCode, ...(c ? { customer: c.id, guest: undefined } : {}) }, c?.token ?? null);

describe('coupon lists', () => {
  it('sorts coupons into active, upcoming and expired by their dates; all shows every one, 10 per page', async () => {
    const names = { active: `A-${code()}`, upcoming: `U-${code()}`, expired: `E-${code()}` };
    await add({ name: names.active });
    await add({ name: names.upcoming, startdate: iso(2), enddate: iso(5) });
    await add({ name: names.expired, startdate: iso(-9), enddate: iso(-2) });
    for (const status of ['active', 'upcoming', 'expired'] as const) {
      const res = await list(status, { size: 1000 });
      expect(res.status).toBe(200);
      const found = res.json.data.map((c: Json) => c.Name);
      expect(found).toContain(names[status]);
      for (const other of Object.values(names).filter((n) => n !== names[status])) expect(found).not.toContain(other);
      expect(res.json.data.every((c: Json) => c.status === status)).toBe(true);
    }
    const all = await list();
    expect(all.json.meta.page_limit).toBe(10);
    expect(all.json.data.length).toBeLessThanOrEqual(10);
    const total = all.json.meta.total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(all.json.meta.last_page).toBe(Math.ceil(total / 10));
  });

  it('answers 403 to restaurant staff', async () => {
    expect((await t.call(await t.asBistro(), 'GET', '/coupon/getallcoupon')).status).toBe(403);
  });
});

describe('coupon form', () => {
  it('defaults the priority of a new coupon to the coupon count + 1, and keeps it on edit without one', async () => {
    const before = (await list()).json.meta.total;
    const res = await add();
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe(M.created);
    expect(res.json.data.Priority).toBe(before + 1);
    const edited = await t.call(await t.asAdmin(), 'PUT', '/coupon/editcoupon', {
      body: { ...body({ name: 'Renamed', appcode: res.json.data.AppCode }), couponid: res.json.data._id },
    });
    expect(edited.json).toMatchObject({ Message: M.updated, data: { Name: 'Renamed', Priority: before + 1 } });
    const set = await t.call(await t.asAdmin(), 'PUT', '/coupon/editcoupon', {
      body: { ...body({ appcode: res.json.data.AppCode, priority: 2 }), couponid: res.json.data._id },
    });
    expect(set.json.data.Priority).toBe(2);
  });

  it("answers the spec's 403 field errors", async () => {
    expect((await add({ priority: 0 })).json).toEqual({
      Message: [{ param: 'priority', msg: 'Priority must be at least 1' }],
      code: 'VALIDATION',
    });
    expect((await add({ priority: 'high' })).json).toEqual({
      Message: [{ param: 'priority', msg: 'Priority must be a number' }],
      code: 'VALIDATION',
    });
    expect((await add({ name: ' ' })).json).toEqual({
      Message: [{ param: 'name', msg: 'Name is required' }],
      code: 'VALIDATION',
    });
    expect((await add({ startdate: iso(5), enddate: iso(1) })).json).toEqual({
      Message: [{ param: 'enddate', msg: 'End date must not be before the start date' }],
      code: 'VALIDATION',
    });
    const first = await add();
    const again = await add({ appcode: first.json.data.AppCode.toLowerCase() });
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ Message: [{ param: 'appcode', msg: M.appcodeTaken }], code: 'VALIDATION' });
    expect((await add({ isexclusive: true })).json).toEqual({
      Message: [{ param: 'exclusiveusers', msg: M.noExclusiveUsers }],
      code: 'VALIDATION',
    });
  });

  it('keeps exclusive users with their names and e-mails; GET /user/all lists the choices', async () => {
    const users = await t.call(await t.asAdmin(), 'GET', '/user/all');
    expect(users.status).toBe(200);
    const [u1, u2] = users.json.data;
    expect(u1).toEqual({ _id: expect.any(String), Username: expect.any(String), Email: expect.stringContaining('@') });
    const res = await add({ isexclusive: true, exclusiveusers: [u1._id, u2._id] });
    expect(res.json.data.ExclusiveUsers).toEqual([u1, u2]);
    const removed = await t.call(await t.asAdmin(), 'PUT', '/coupon/editcoupon', {
      body: {
        ...body({ appcode: res.json.data.AppCode, isexclusive: true, exclusiveusers: [u2._id] }),
        couponid: res.json.data._id,
      },
    });
    expect(removed.json.data.ExclusiveUsers).toEqual([u2]);
    expect((await add({ isexclusive: true, exclusiveusers: ['f'.repeat(24)] })).json).toEqual({
      Message: [{ param: 'exclusiveusers', msg: M.unknownUser }],
      code: 'VALIDATION',
    });
  });

  it('deletes a coupon', async () => {
    const res = await add();
    const del = await t.call(await t.asAdmin(), 'DELETE', '/coupon/deletecoupon', {
      body: { couponid: res.json.data._id },
    });
    expect(del.json).toEqual({ Message: M.deleted });
    expect(
      (await t.call(await t.asAdmin(), 'DELETE', '/coupon/deletecoupon', { body: { couponid: res.json.data._id } }))
        .status,
    ).toBe(404);
  });
});

describe('POST /coupon/pushcoupon', () => {
  it('without a push provider: sends nothing, says so, and records it in Push Logs', async () => {
    const c = await add();
    const res = await t.call(await t.asAdmin(), 'POST', '/coupon/pushcoupon', { body: { couponid: c.json.data._id } });
    expect(res.status).toBe(200);
    expect(res.json.Status).toBe('not sent: no provider configured');
    expect(res.json.sent).toBe(false);
    expect(res.json.Message).toMatch(/^Not sent: no push provider is configured/);
    const logs = await t.db.select().from(pushLogs).where(eq(pushLogs.type, 'coupon'));
    expect(logs.some((l) => (l.others as Json).couponid === c.json.data._id)).toBe(true);
  });
  it('refuses an expired coupon with 400 and its Message', async () => {
    const c = await add({ startdate: iso(-9), enddate: iso(-2) });
    const res = await t.call(await t.asAdmin(), 'POST', '/coupon/pushcoupon', { body: { couponid: c.json.data._id } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ Message: M.expired, code: 'BAD_REQUEST' });
  });
});

describe('coupons at order placement', () => {
  it('records a use by app code (any case) or QR value; Claimed and the statistics count the uses', async () => {
    const c = await add({ qrvalue: `QR-${code()}` });
    const { AppCode, QRValue, _id } = c.json.data;
    expect((await useCoupon(AppCode.toLowerCase())).status).toBe(201);
    expect((await useCoupon(QRValue)).status).toBe(201);
    const listed = (await list('active', { size: 1000 })).json.data.find((x: Json) => x._id === _id);
    expect(listed.Claimed).toBe(2);
    const stats = await t.call(await t.asAdmin(), 'POST', '/statistics/couponusage', { body: { couponid: _id } });
    expect(stats.json.Total).toBe(2);
    expect(stats.json.Statistics.Value.at(-1)).toBe(2);
    expect(stats.json.Statistics.Label.length).toBe(stats.json.Statistics.Value.length);
  });

  it("the order carries the coupon used on it (name and code), in the placement answer, the lists staff read and an action's answer", async () => {
    const c = await add({ name: 'Two draught beers for one' });
    const { AppCode } = c.json.data;
    const placed = await useCoupon(AppCode.toLowerCase());
    expect(placed.status).toBe(201);
    expect(placed.json.data.coupon).toEqual({ name: 'Two draught beers for one', code: AppCode });
    const detail = await t.call(await t.asAdmin(), 'GET', '/orders/restaurant/detail', {
      query: { id: placed.json.data._id },
    });
    expect(detail.json.data.order.coupon).toEqual({ name: 'Two draught beers for one', code: AppCode });
    const accepted = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/acceptorder', {
      body: { id: placed.json.data._id },
    });
    expect(accepted.json.data.coupon).toEqual({ name: 'Two draught beers for one', code: AppCode });
    const without = await place(t, 'Demo Bistro', {});
    expect(without.json.data.coupon).toBeNull();
  });

  it('checks dates, members only, exclusive users and one-time use', async () => {
    const err = async (res: Promise<{ status: number; json: Json }>, msg: string) => {
      const r = await res;
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ Message: [{ param: 'coupon', msg }], code: 'VALIDATION' });
    };
    await err(useCoupon('NO-SUCH-CODE'), L.couponNotFound);
    await err(useCoupon((await add({ startdate: iso(2), enddate: iso(4) })).json.data.AppCode), L.couponNotStarted);
    await err(useCoupon((await add({ startdate: iso(-5), enddate: iso(-1) })).json.data.AppCode), L.couponExpired);

    const members = (await add({ membersonly: true })).json.data.AppCode;
    await err(useCoupon(members), L.couponMembersOnly);
    const carl = await customer();
    expect((await useCoupon(members, carl)).status).toBe(201);

    const other = await customer();
    const exclusive = (await add({ isexclusive: true, exclusiveusers: [carl.id] })).json.data.AppCode;
    await err(useCoupon(exclusive, other), L.couponExclusive);
    expect((await useCoupon(exclusive, carl)).status).toBe(201);

    const once = (await add({ isonetimeuse: true })).json.data;
    await err(useCoupon(once.AppCode), L.couponOneTimeNeedsCustomer);
    expect((await useCoupon(once.AppCode, carl)).status).toBe(201);
    await err(useCoupon(once.AppCode, carl), L.couponUsed);
    expect((await useCoupon(once.AppCode, other)).status).toBe(201);
    expect((await t.db.select().from(couponUses).where(eq(couponUses.couponId, once._id))).length).toBe(2);
  });

  it('a cancelled order no longer counts as a use', async () => {
    const carl = await customer();
    const once = (await add({ isonetimeuse: true })).json.data;
    const placed = await useCoupon(once.AppCode, carl);
    const declined = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/cancelorder', {
      body: { id: placed.json.data._id, reason: 'Out of stock' },
    });
    expect(declined.status).toBe(200);
    expect((await list('active', { size: 1000 })).json.data.find((x: Json) => x._id === once._id).Claimed).toBe(0);
    expect((await useCoupon(once.AppCode, carl)).status).toBe(201);
  });
});
