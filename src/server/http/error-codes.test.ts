/**
 * Every kind of error answer carries its `code` beside the spec's `Message` (src/contract/errors.ts), through real
 * endpoints of the app. Calls go by path: what is checked is the answer, whichever area a route belongs to.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ErrorCode } from '../../contract/errors';
import { idempotencyKeys, restaurants } from '../db/schema';
import { noMigration } from '../integrations/migration';
import { OnlinePosError, type OnlinePos } from '../integrations/online-pos';
import { act, newCall, newOrder, orderIn } from '../../../tests/support/orders';
import type { CallResult } from '../../../tests/support/http';
import { useTestApp } from '../../../tests/support/test-app';
import { userId } from '../../../tests/support/users';
import { IDEMPOTENCY_MESSAGES, idempotencyRequestHash, PROCESS_NODE } from './idempotency';

/** How the Online POS stand-in fails: as the provider (502) or as a bug of ours (500). */
let posFailure: 'provider' | 'bug' = 'provider';
const failingPos: OnlinePos = {
  kind: 'http',
  async fetchProducts() {
    throw posFailure === 'provider' ? new OnlinePosError('timed out') : new Error('a bug');
  },
  async sendOrder() {
    throw new OnlinePosError('timed out');
  },
};
const t = useTestApp({
  onlinePos: failingPos,
  migration: noMigration,
  config: { loginRateLimit: { failuresPerUser: 3, perIpPerMinute: 5 } },
});

const expectCode = (res: CallResult, status: number, code: ErrorCode) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.code).toBe(code);
};

describe('error codes', () => {
  it('VALIDATION: 403 with the field errors, from the schema or from the service', async () => {
    const admin = await t.asAdmin();
    const bySchema = await t.call(admin, 'POST', '/news/add', { body: {} });
    expectCode(bySchema, 403, 'VALIDATION');
    expect(bySchema.json.Message).toEqual([{ param: 'name', msg: 'Name is required' }]);
    const byService = await t.call(admin, 'POST', '/restaurant/updateSettlement', {
      body: {
        id: '0123456789abcdef01234567',
        iban: 'DK50 0040 0440 1162 43',
        brn: '12345678',
        email: 'pay@example.org',
        settlementschedule: 'Monday',
      },
    });
    expectCode(byService, 403, 'VALIDATION');
    expect(byService.json).toEqual({ Message: [{ param: 'id', msg: 'Restaurant not found' }], code: 'VALIDATION' });
  });

  it('BAD_REQUEST: 400 for a malformed body or a bad Idempotency-Key', async () => {
    const admin = await t.asAdmin();
    const malformed = await t.call(admin, 'POST', '/news/add', { rawBody: '{"name":' });
    expect(malformed.json).toEqual({ Message: 'Malformed JSON body', code: 'BAD_REQUEST' });
    expect(malformed.status).toBe(400);
    const badKey = await t.call(admin, 'POST', '/news/add', {
      body: { name: 'Keyed' },
      headers: { 'idempotency-key': 'with spaces' },
    });
    expectCode(badKey, 400, 'BAD_REQUEST');
    expect(badKey.json.Message).toBe(IDEMPOTENCY_MESSAGES.badKey);
  });

  it('UNAUTHORIZED: 401 without a session and for wrong credentials', async () => {
    const anonymous = await t.call(null, 'GET', '/newsandevents/fetch');
    expect([anonymous.status, anonymous.json]).toEqual([401, { Message: MESSAGES.notSignedIn, code: 'UNAUTHORIZED' }]);
    const wrong = await t.call(null, 'POST', '/admin/authenticate', {
      body: { email: 'admin@example.com', password: 'not-the-password' },
    });
    expect([wrong.status, wrong.json]).toEqual([401, { Message: MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' }]);
  });

  it("FORBIDDEN: 403 for the wrong role and for another restaurant's data", async () => {
    const role = await t.call(await t.asWaiter(), 'GET', '/newsandevents/fetch');
    expect([role.status, role.json]).toEqual([403, { Message: MESSAGES.forbidden, code: 'FORBIDDEN' }]);
    const other = await t.call(await t.asWaiter(), 'GET', '/statistics/tablenumbers', {
      query: { restaurant: await t.restaurantId('Harbour Grill'), startdate: '2026-01-01', enddate: '2026-01-31' },
    });
    expect([other.status, other.json]).toEqual([403, { Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' }]);
  });

  it('NOT_FOUND: 404 for a record that does not exist and for an unknown endpoint', async () => {
    const missing = await t.call(await t.asAdmin(), 'GET', '/statistics/tablenumbers', {
      query: { restaurant: '0123456789abcdef01234567', startdate: '2026-01-01', enddate: '2026-01-31' },
    });
    expect([missing.status, missing.json]).toEqual([404, { Message: 'Restaurant not found', code: 'NOT_FOUND' }]);
    const unknown = await t.call(await t.asAdmin(), 'GET', '/no/such/endpoint');
    expectCode(unknown, 404, 'NOT_FOUND');
  });

  it('ORDER_STATE_CONFLICT: 409 when the order or the call is no longer in a state that allows the action', async () => {
    const order = await orderIn(t, 'Demo Bistro', 'completed');
    expectCode(await act(t, await t.asBistro(), 'accept', { id: order._id }), 409, 'ORDER_STATE_CONFLICT');
    const call = await newCall(t, 'Demo Bistro');
    const waiter = await t.asWaiter();
    expect((await t.call(waiter, 'POST', '/callawaiter/accept', { body: { id: call._id } })).status).toBe(200);
    const again = await t.call(waiter, 'POST', '/callawaiter/reject', { body: { id: call._id } });
    expectCode(again, 409, 'ORDER_STATE_CONFLICT');
  });

  it('CONFLICT: any other 409', async () => {
    const noAccount = await t.call(await t.asAdmin(), 'POST', '/settlements/run', {
      body: { id: await t.restaurantId('Harbour Grill') },
    });
    expect([noAccount.status, noAccount.json]).toEqual([
      409,
      { Message: 'This restaurant has no payout account yet', code: 'CONFLICT' },
    ]);
  });

  it('IDEMPOTENCY_KEY_REUSED: 422 for a key used before with another body', async () => {
    const admin = await t.asAdmin();
    const headers = { 'idempotency-key': 'error-codes-reused' };
    expect((await t.call(admin, 'POST', '/news/add', { body: { name: 'First' }, headers })).status).toBe(200);
    const reused = await t.call(admin, 'POST', '/news/add', { body: { name: 'Second' }, headers });
    expect([reused.status, reused.json]).toEqual([
      422,
      { Message: IDEMPOTENCY_MESSAGES.reused, code: 'IDEMPOTENCY_KEY_REUSED' },
    ]);
  });

  it('IDEMPOTENCY_IN_PROGRESS: 409 with Retry-After while the first request with the key is still running', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const key = 'error-codes-in-progress';
    const path = '/api/orders/restaurant/acceptorder';
    await t.db.insert(idempotencyKeys).values({
      owner: await userId(t, 'bistro@example.com'),
      key,
      method: 'PUT',
      path,
      bodyHash: idempotencyRequestHash('PUT', path, { id: order._id }),
      holder: PROCESS_NODE,
      claimId: `claim-${key}`,
      leaseUntil: new Date(Date.now() + 60_000),
    });
    const res = await act(t, await t.asBistro(), 'accept', { id: order._id }, { 'idempotency-key': key });
    expect([res.status, res.json]).toEqual([
      409,
      { Message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
    ]);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('RATE_LIMITED: 429 from the sign-in throttle and from a route limit', async () => {
    const signIn = (ip: string) =>
      t.call(null, 'POST', '/restaurant/authenticate', {
        body: { email: 'harbour@example.com', password: 'wrong-password' },
        ip,
      });
    for (let i = 0; i < 3; i++) expect((await signIn('192.0.2.30')).status).toBe(401);
    expectCode(await signIn('192.0.2.30'), 429, 'RATE_LIMITED');

    const restaurant = await t.restaurantId('Demo Bistro');
    const calls: CallResult[] = [];
    for (let i = 0; i < 21; i++)
      calls.push(
        await t.call(null, 'POST', '/mobile/callawaiter', {
          body: { restaurant, tablenumber: 7, name: 'Busy Guest' },
          ip: '192.0.2.31',
        }),
      );
    const limited = calls.at(-1)!;
    expectCode(limited, 429, 'RATE_LIMITED');
    expect(limited.json.Message).toMatch(/^Rate limit exceeded, retry in /);
  });

  it('UPSTREAM_FAILED, INTERNAL, UNAVAILABLE: 502 when a provider fails, 500 for our own failure, 503 when not configured', async () => {
    const admin = await t.asAdmin();
    const restaurant = await t.restaurantId('Demo Bistro');
    await t.db
      .update(restaurants)
      .set({ onlineposdkenabled: true, onlineposdktoken: 'pos-token' })
      .where(eq(restaurants.id, restaurant));
    const products = () => t.call(admin, 'GET', '/menu/onlineposdk/products', { query: { id: restaurant } });
    posFailure = 'provider';
    expectCode(await products(), 502, 'UPSTREAM_FAILED');
    posFailure = 'bug';
    const bug = await products();
    expect([bug.status, bug.json]).toEqual([500, { Message: MESSAGES.serverError, code: 'INTERNAL' }]);
    const migrate = await t.call(admin, 'POST', '/restaurant/migrate', { body: { restaurants: [restaurant] } });
    expectCode(migrate, 503, 'UNAVAILABLE');
  });
});
