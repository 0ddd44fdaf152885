/** Call-a-waiter: a guest calls from a table; the restaurant's staff see the open calls and answer each once. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES as M } from '../../../contract/callawaiter/routes';
import { MESSAGES } from '../../../contract/errors';
import { restaurants } from '../../db/schema';
import { writesOf } from '../../../../tests/support/db-state';
import { callRow, newCall } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
type Call = {
  _id: string;
  restaurant: string;
  User: { Name: string };
  TableNumber: number;
  Date: string;
  Status: string;
};

const answer = async (token: string, outcome: 'accept' | 'reject', id: string) =>
  t.call(token, 'POST', `/callawaiter/${outcome}`, { body: { id } });
const openCalls = async (restaurant = 'Demo Bistro', status?: string) =>
  t.call(await t.asWaiter(), 'GET', '/ordersrestaurant/callawaiter/fetch', {
    query: { restaurant: await t.restaurantId(restaurant), status },
  });

describe('calling a waiter', () => {
  it('takes the call with 201 and the open request', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const res = await t.call(null, 'POST', '/mobile/callawaiter', {
      body: { restaurant, tablenumber: 7, name: 'Maja' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      Message: M.created,
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        restaurant,
        User: { Name: 'Maja' },
        TableNumber: 7,
        Date: expect.any(String),
        Status: 'preorder',
      },
    });
  });

  it('refuses a restaurant that does not take calls (iscallawaiter false) with 403, storing nothing', async () => {
    const harbour = await t.restaurantId('Harbour Grill');
    await t.db.update(restaurants).set({ iscallawaiter: false }).where(eq(restaurants.id, harbour));
    const res = await writesOf(t.db, () =>
      t.call(null, 'POST', '/mobile/callawaiter', { body: { restaurant: harbour, tablenumber: 2, name: 'Peter' } }),
    );
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'restaurant', msg: 'Harbour Grill does not take call-a-waiter requests' }],
      code: 'VALIDATION',
    });
    expect(res.wrote).toEqual([]);
    await t.db.update(restaurants).set({ iscallawaiter: true }).where(eq(restaurants.id, harbour));
  });

  it('answers 404 for a restaurant that does not exist, and 403 without a table or name', async () => {
    expect(
      (
        await t.call(null, 'POST', '/mobile/callawaiter', {
          body: { restaurant: 'b'.repeat(24), tablenumber: 2, name: 'Peter' },
        })
      ).status,
    ).toBe(404);
    const res = await t.call(null, 'POST', '/mobile/callawaiter', {
      body: { restaurant: await t.restaurantId('Demo Bistro'), name: ' ' },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual(
      expect.arrayContaining([
        { param: 'tablenumber', msg: 'Table number is required' },
        { param: 'name', msg: 'Name is required' },
      ]),
    );
  });
});

describe('open calls', () => {
  it("lists the restaurant's open calls, oldest first; handled ones by status", async () => {
    const call = await newCall(t, 'Demo Bistro', 9, 'Signe');
    await newCall(t, 'Harbour Grill', 9, 'Not here');
    const res = await openCalls();
    expect(res.status).toBe(200);
    const data: Call[] = res.json.data;
    expect(data.at(-1)).toEqual(call);
    expect(data.every((c) => c.Status === 'preorder' && c.restaurant === call.restaurant)).toBe(true);
    const dates = data.map((c) => c.Date);
    expect([...dates].sort()).toEqual(dates);

    const accepted: Call[] = (await openCalls('Demo Bistro', 'accepted')).json.data;
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((c) => c.Status === 'accepted')).toBe(true);
  });
});

describe('answering a call', () => {
  it("accept: 'Request accepted'; the call leaves the open list", async () => {
    const call = await newCall(t, 'Demo Bistro');
    const res = await answer(await t.asWaiter(), 'accept', call._id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: M.accepted, data: { ...call, Status: 'accepted' } });
    expect((await openCalls()).json.data.map((c: Call) => c._id)).not.toContain(call._id);
    expect((await callRow(t, call._id)).handledBy).not.toBeNull();
  });

  it("reject: 'Request rejected'", async () => {
    const call = await newCall(t, 'Demo Bistro');
    const res = await answer(await t.asBistro(), 'reject', call._id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: M.rejected, data: { ...call, Status: 'rejected' } });
  });

  it('a second answer gets 409 and changes nothing', async () => {
    const call = await newCall(t, 'Demo Bistro', 11);
    await answer(await t.asBistro(), 'accept', call._id);
    const before = await callRow(t, call._id);
    for (const outcome of ['accept', 'reject'] as const) {
      const res = await answer(await t.asWaiter(), outcome, call._id);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        Message: 'The request of table 11 was already accepted on another device.',
        code: 'ORDER_STATE_CONFLICT',
      });
    }
    expect(await callRow(t, call._id)).toEqual(before);
  });

  it('two devices answering at once: one wins', async () => {
    for (let i = 0; i < 4; i++) {
      const call = await newCall(t, 'Demo Bistro');
      const [tablet, phone] = [await t.asBistro(), await t.asWaiter()];
      const [a, b] = await Promise.all([answer(tablet, 'accept', call._id), answer(phone, 'reject', call._id)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect((await callRow(t, call._id)).status).toBe(a.status === 200 ? 'accepted' : 'rejected');
    }
  });

  it("another restaurant's staff get 403 and the call stays open", async () => {
    const call = await newCall(t, 'Demo Bistro');
    const harbour = await t.asHarbour();
    for (const outcome of ['accept', 'reject'] as const) {
      const res = await writesOf(t.db, () => answer(harbour, outcome, call._id));
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
    }
    expect((await callRow(t, call._id)).status).toBe('preorder');
  });

  it("answers 404 'Request not found' for a call that does not exist", async () => {
    const res = await answer(await t.asBistro(), 'accept', 'd'.repeat(24));
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ Message: M.notFound, code: 'NOT_FOUND' });
  });
});
