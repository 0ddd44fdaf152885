import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { closedAvailability, defaultAvailability, WEEKDAYS, type Availability } from '../../../contract/availability';
import { PROMO_MESSAGES } from '../../../contract/promos/routes';
import { STAMP_MESSAGES } from '../../../contract/stamps/routes';
import type { Json } from '../../../../tests/support/http';
import { menuOf, place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { customerPasswords, customers } from '../../db/schema';
import { hashPassword } from '../../passwords';
import { LOYALTY_MESSAGES as L } from '../loyalty/placement';

const t = useTestApp();
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const admin = () => t.asAdmin();

/** Every day, all day: these tests do not depend on the hour they run at. */
function allDay(): Availability {
  const av = defaultAvailability();
  for (const d of WEEKDAYS) av[d] = { ...av[d], start: '00:00', end: '23:59' };
  return av;
}
const promoSchedule = async (availability: Availability) =>
  t.call(await t.asBistro(), 'PUT', '/restaurant/updatepromoavailability', {
    body: { restaurant: await t.restaurantId('Demo Bistro'), availability },
  });

async function promoBody(over: Record<string, unknown> = {}) {
  return {
    name: `Promo ${randomBytes(3).toString('hex')}`,
    restaurant: await t.restaurantId('Demo Bistro'),
    startdate: iso(-1),
    enddate: iso(10),
    price: 99.5,
    availability: allDay(),
    ...over,
  };
}
const addPromo = async (over: Record<string, unknown> = {}) =>
  t.call(await admin(), 'POST', '/promos/add', { body: await promoBody(over) });
const promos = async (query: Record<string, unknown>) =>
  (await t.call(await admin(), 'GET', '/promos/fetch', { query })).json;

async function customer() {
  const [c] = await t.db
    .insert(customers)
    .values({ email: `p-${randomBytes(4).toString('hex')}@example.org`, name: 'Promo Pia' })
    .returning();
  await t.db.insert(customerPasswords).values({ customerId: c.id, passwordHash: await hashPassword('promo-pia-pass') });
  const res = await t.call(null, 'POST', '/mobile/customer/authenticate', {
    body: { email: c.email, password: 'promo-pia-pass' },
  });
  return { id: c.id, token: res.json.token as string };
}

describe('promos', () => {
  // The demo's restaurant-wide promo schedule is weekday afternoons; open it all week unless a test says otherwise.
  beforeAll(async () => void (await promoSchedule(allDay())));

  it('lists promos by status, 25 a page, with price, restaurant and usage', async () => {
    const up = await addPromo({ startdate: iso(3), enddate: iso(9) });
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({
      Message: PROMO_MESSAGES.created,
      data: { Price: 99.5, Restaurant: { Name: 'Demo Bistro' }, usage: 0, status: 'upcoming' },
    });
    const upcoming = await promos({ status: 'upcoming', size: 1000 });
    expect(upcoming.data.map((p: Json) => p._id)).toContain(up.json.data._id);
    expect((await promos({ status: 'active', size: 1000 })).data.map((p: Json) => p._id)).not.toContain(
      up.json.data._id,
    );
    const page = await promos({ status: 'active' });
    expect(page.meta.page_limit).toBe(25);
    expect(page.data.every((p: Json) => p.status === 'active')).toBe(true);
  });

  it('keeps Multiple Limit only with multiple use, edits and deletes', async () => {
    const single = await addPromo({ isMultipleUse: false, multipleLimit: 5 });
    expect(single.json.data).toMatchObject({ IsMultipleUse: false, MultipleLimit: 1 });
    const edited = await t.call(await admin(), 'PUT', '/promos/edit', {
      body: {
        ...(await promoBody({ name: 'Edited', isMultipleUse: true, multipleLimit: 3 })),
        id: single.json.data._id,
      },
    });
    expect(edited.json).toMatchObject({
      Message: PROMO_MESSAGES.updated,
      data: { Name: 'Edited', IsMultipleUse: true, MultipleLimit: 3 },
    });
    expect((await addPromo({ isMultipleUse: true, multipleLimit: 0 })).json).toEqual({
      Message: [{ param: 'multipleLimit', msg: PROMO_MESSAGES.limitRequired }],
      code: 'VALIDATION',
    });
    // With Is Multiple Use off the form hides Multiple Limit: its default 0 is not checked, and the promo is once per customer.
    const hidden = await addPromo({ name: 'Hidden limit', isMultipleUse: false, multipleLimit: 0 });
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(200);
    expect(hidden.json.data).toMatchObject({ IsMultipleUse: false, MultipleLimit: 1 });
    const del = await t.call(await admin(), 'DELETE', '/promos/delete', { body: { id: single.json.data._id } });
    expect(del.json).toEqual({ Message: PROMO_MESSAGES.deleted });
  });

  it('orders the heyStranger promos and saves the description (fetchByType, updateOrder)', async () => {
    const [a, b] = [
      (await addPromo({ isheystranger: true })).json.data,
      (await addPromo({ isheystranger: true })).json.data,
    ];
    const before = await t.call(await admin(), 'GET', '/promos/fetchByType', {
      query: { type: 'heystranger', size: 1000 },
    });
    const ids: string[] = before.json.data.map((p: Json) => p._id);
    const wanted = [b._id, a._id, ...ids.filter((id) => id !== a._id && id !== b._id)];
    const saved = await t.call(await admin(), 'POST', '/promos/updateOrder', {
      body: { promos: wanted, category: 'heystranger', description: 'For new faces' },
    });
    expect(saved.json).toEqual({ Message: PROMO_MESSAGES.ordered });
    const after = await t.call(await admin(), 'GET', '/promos/fetchByType', {
      query: { type: 'heystranger', size: 1000 },
    });
    expect(after.json.data.map((p: Json) => p._id)).toEqual(wanted);
    expect(after.json.type).toMatchObject({ Type: 'heystranger', Description: 'For new faces' });
    const notOfType = (await addPromo({ isheystranger: false })).json.data._id;
    const refused = await t.call(await admin(), 'POST', '/promos/updateOrder', {
      body: { promos: [notOfType], category: 'heystranger', description: '' },
    });
    expect(refused.json).toEqual({ Message: [{ param: 'promos', msg: PROMO_MESSAGES.notOfType }], code: 'VALIDATION' });
  });

  it('counts usage from orders and enforces Multiple Limit per customer', async () => {
    const promo = (await addPromo({ isMultipleUse: true, multipleLimit: 2, price: 50 })).json.data;
    const pia = await customer();
    const buy = () => place(t, 'Demo Bistro', { customer: pia.id, guest: undefined, promos: [promo._id] }, pia.token);
    const first = await buy();
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data.lines.find((l: Json) => l.name === promo.Name)).toMatchObject({ price: 50, qty: 1 });
    expect((await buy()).status).toBe(201);
    const third = await buy();
    expect(third.status).toBe(403);
    expect(third.json).toEqual({ Message: [{ param: 'promos', msg: L.promoLimit(2) }], code: 'VALIDATION' });
    const listed = (await promos({ status: 'active', size: 1000 })).data.find((p: Json) => p._id === promo._id);
    expect(listed.usage).toBe(2);
    const guest = await place(t, 'Demo Bistro', { promos: [promo._id] });
    expect(guest.json).toEqual({ Message: [{ param: 'promos', msg: L.promoNeedsCustomer }], code: 'VALIDATION' });
  });

  it("sells a promo only inside its own weekly availability and the restaurant's promo schedule", async () => {
    const pia = await customer();
    const buy = (id: string) =>
      place(t, 'Demo Bistro', { customer: pia.id, guest: undefined, promos: [id] }, pia.token);
    const closedPromo = (await addPromo({ availability: closedAvailability() })).json.data;
    expect((await buy(closedPromo._id)).json).toEqual({
      Message: [{ param: 'promos', msg: L.promoOutsideHours }],
      code: 'VALIDATION',
    });

    const open = (await addPromo()).json.data;
    try {
      expect((await promoSchedule(closedAvailability())).status).toBe(200);
      expect((await buy(open._id)).json).toEqual({
        Message: [{ param: 'promos', msg: L.promoOutsideHours }],
        code: 'VALIDATION',
      });
    } finally {
      await promoSchedule(allDay());
    }
    expect((await buy(open._id)).status).toBe(201);
  });
});

describe('stamps', () => {
  it('creates, lists by status, edits and deletes stamp cards; products and reward come from the restaurant menu', async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const body = {
      name: 'Test card',
      restaurant: await t.restaurantId('Demo Bistro'),
      products: [menu.item('Coffee')],
      rewardid: menu.item('Koldskål'),
      maxcount: 7,
      startdate: iso(2),
      enddate: iso(20),
    };
    const res = await t.call(await admin(), 'POST', '/stamp/add', { body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      Message: STAMP_MESSAGES.created,
      data: {
        MaxCount: 7,
        ProductNames: ['Coffee'],
        RewardName: 'Koldskål',
        status: 'upcoming',
        Restaurant: { Name: 'Demo Bistro' },
      },
    });
    const upcoming = await t.call(await admin(), 'GET', '/stamp/fetch', { query: { status: 'upcoming' } });
    expect(upcoming.json.data.map((s: Json) => s._id)).toContain(res.json.data._id);
    expect(upcoming.json.meta.page_limit).toBe(25);

    const harbourItem = (await menuOf(t, 'Harbour Grill')).item('Cola');
    const foreign = await t.call(await admin(), 'POST', '/stamp/add', { body: { ...body, products: [harbourItem] } });
    expect(foreign.json).toEqual({
      Message: [{ param: 'products', msg: STAMP_MESSAGES.notOnMenu }],
      code: 'VALIDATION',
    });
    expect((await t.call(await admin(), 'POST', '/stamp/add', { body: { ...body, products: [] } })).json).toEqual({
      Message: [{ param: 'products', msg: STAMP_MESSAGES.noProducts }],
      code: 'VALIDATION',
    });

    const edited = await t.call(await admin(), 'PUT', '/stamp/edit', {
      body: { ...body, id: res.json.data._id, startdate: iso(-1), maxcount: 9 },
    });
    expect(edited.json.data).toMatchObject({ MaxCount: 9, status: 'active' });
    expect((await t.call(await admin(), 'DELETE', '/stamp/delete', { body: { id: res.json.data._id } })).json).toEqual({
      Message: STAMP_MESSAGES.deleted,
    });
    expect((await t.call(await t.asBistro(), 'GET', '/stamp/fetch')).status).toBe(403);
  });

  it('the demo has active cards with customers part-way', async () => {
    const active = await t.call(await admin(), 'GET', '/stamp/fetch', { query: { status: 'active' } });
    expect(active.json.data.map((s: Json) => s.Name)).toEqual(expect.arrayContaining(['Coffee card', 'Burger club']));
  });
});
