/**
 * The survey: a customer rates a completed order once (POST /mobile/rating), only while the restaurant asks for
 * ratings and after its survey delay; the ratings viewer shows the rating.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATING_MESSAGES as M } from '../../../contract/loyalty/routes';
import { GUEST, menuOf, orderIn } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { customerPasswords, customers, orders } from '../../db/schema';
import { hashPassword } from '../../passwords';

const t = useTestApp();
const SCORES = { MainRating: 5, Food: 4, Service: 5, WaitingTime: 2, OrderingExperience: 4 };

/** The restaurant's survey settings, changed the way a platform admin changes them (the restaurant form). */
async function survey(settings: Record<string, unknown>, restaurant = 'Harbour Grill') {
  const id = await t.restaurantId(restaurant);
  const res = await t.call(await t.asAdmin(), 'PUT', '/restaurant/edit', { body: { id, ...settings } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** A completed order of Harbour Grill, completed `minutesAgo` minutes ago. */
async function completed(minutesAgo: number, body?: Record<string, unknown>) {
  const order = body ? await orderWith(body) : await orderIn(t, 'Harbour Grill', 'completed');
  await t.db
    .update(orders)
    .set({ completedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(orders.id, order._id));
  return order._id as string;
}

/** A registered customer's order, placed for them by the platform admin and completed. */
async function orderWith(body: Record<string, unknown>) {
  const admin = await t.asAdmin();
  const placed = await t.call(admin, 'POST', '/mobile/order/place', {
    body: {
      restaurant: await t.restaurantId('Harbour Grill'),
      lines: [{ menu: (await menuOf(t, 'Harbour Grill')).item('Cola'), qty: 1 }],
      dineIn: false,
      paymentType: 'card',
      ...body,
    },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const id = placed.json.data._id;
  for (const path of ['/orders/restaurant/acceptorder', '/orders/restaurant/completeorder'])
    expect((await t.call(admin, 'PUT', path, { body: { id } })).status).toBe(200);
  return placed.json.data;
}

const rate = (body: Record<string, unknown>, token: string | null = null) =>
  t.call(token, 'POST', '/mobile/rating', { body: { ...SCORES, ...body } });

describe('rating an order', () => {
  it('a guest rates a completed order once with its mobile number, and the ratings viewer shows it', async () => {
    await survey({ surveyenabled: true, surveydelay: 30, surveylinkshow: false });
    const order = await completed(31);
    const res = await rate({ order, mobilenumber: GUEST.mobilenumber, Comments: 'Great fish' });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toEqual({ Message: M.rated, data: { _id: expect.any(String) } });

    const list = await t.call(await t.asHarbour(), 'GET', '/ratings/fetch', {
      query: { restaurant: await t.restaurantId('Harbour Grill') },
    });
    expect(list.json.data[0]).toMatchObject({
      _id: res.json.data._id,
      User: { Name: GUEST.name },
      Comments: 'Great fish',
      MainRating: 5,
      Food: 4,
      Service: 5,
      WaitingTime: 2,
      OrderingExperience: 4,
    });

    const again = await rate({ order, mobilenumber: GUEST.mobilenumber });
    expect(again.status).toBe(403);
    expect(again.json.Message).toEqual([{ param: 'order', msg: M.alreadyRated }]);
  });

  it('is refused before the survey delay has passed since completion, and while the order is not completed', async () => {
    await survey({ surveyenabled: true, surveydelay: 60 });
    const early = await rate({ order: await completed(15), mobilenumber: GUEST.mobilenumber });
    expect(early.status).toBe(403);
    expect(early.json.Message).toEqual([{ param: 'order', msg: M.tooEarly(45) }]);

    const confirmed = await orderIn(t, 'Harbour Grill', 'confirmed');
    const open = await rate({ order: confirmed._id, mobilenumber: GUEST.mobilenumber });
    expect(open.status).toBe(403);
    expect(open.json.Message).toEqual([{ param: 'order', msg: M.notCompleted }]);
  });

  it('is refused while the restaurant has the survey off', async () => {
    await survey({ surveyenabled: false, surveydelay: 0 });
    const res = await rate({ order: await completed(5), mobilenumber: GUEST.mobilenumber });
    expect(res.status).toBe(403);
    expect(res.json.Message).toBe(M.surveyOff('Harbour Grill'));
  });

  it("is refused without proof that the order is the caller's", async () => {
    await survey({ surveyenabled: true, surveydelay: 0 });
    const order = await completed(5);
    for (const proof of [{}, { mobilenumber: '+45 99999999' }]) {
      const res = await rate({ order, ...proof });
      expect(res.status).toBe(403);
      expect(res.json.Message).toBe(M.notYours);
    }
    // A staff token proves nothing about a customer's order.
    expect((await rate({ order }, await t.asHarbour())).status).toBe(403);
  });

  it("a registered customer rates their own order with their customer token; another customer's token is refused", async () => {
    await survey({ surveyenabled: true, surveydelay: 0 });
    const [mine, other] = await Promise.all([customer('Rita Rater'), customer('Otto Other')]);
    const order = await completed(1, { customer: mine.id });
    const refused = await rate({ order }, other.token);
    expect(refused.status).toBe(403);
    expect(refused.json.Message).toBe(M.notYours);
    const res = await rate({ order }, mine.token);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const list = await t.call(await t.asAdmin(), 'GET', '/ratings/fetch', {
      query: { restaurant: await t.restaurantId('Harbour Grill') },
    });
    expect(list.json.data[0]).toMatchObject({ _id: res.json.data._id, User: { Name: 'Rita Rater' } });
  });

  it('invites a public review when the main rating reaches the survey minimum and survey links are shown', async () => {
    const surveylinks = { google: 'https://g.page/harbour', tripadvisor: '', trustpilot: '' };
    await survey({ surveyenabled: true, surveydelay: 0, surveylinkshow: true, surveyminrating: 4, surveylinks });
    const high = await rate({ order: await completed(1), mobilenumber: GUEST.mobilenumber, MainRating: 4 });
    expect(high.json.surveyLinks).toEqual(surveylinks);
    const low = await rate({ order: await completed(1), mobilenumber: GUEST.mobilenumber, MainRating: 3 });
    expect(low.status).toBe(201);
    expect(low.json.surveyLinks).toBeUndefined();
  });

  it('names a missing or out-of-range score plainly', async () => {
    const res = await t.call(null, 'POST', '/mobile/rating', {
      body: { order: 'a'.repeat(24), MainRating: 6, Food: 4, Service: 5, WaitingTime: 2 },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'MainRating', msg: 'Main Rating must be 1 to 5' },
      { param: 'OrderingExperience', msg: 'Ordering experience is required' },
    ]);
  });
});

/** A new registered customer, signed in through the customer API. */
async function customer(name: string) {
  const [c] = await t.db
    .insert(customers)
    .values({ email: `rater-${randomBytes(4).toString('hex')}@example.org`, name })
    .returning();
  await t.db.insert(customerPasswords).values({ customerId: c.id, passwordHash: await hashPassword('rater-pass') });
  const res = await t.call(null, 'POST', '/mobile/customer/authenticate', {
    body: { email: c.email, password: 'rater-pass' },
  });
  return { id: c.id, token: res.json.token as string };
}
