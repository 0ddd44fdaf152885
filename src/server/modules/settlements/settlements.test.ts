import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOrders, addSms, makeRestaurant } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import { settlementsRoutes as settlements } from '../../../contract/settlements/routes';
import type { SettlementSetupBody } from '../../../contract/settlements/schemas';
import { settlementLogs, settlementSetups } from '../../db/schema';
import { createJobQueue } from '../../jobs/queue';
import type { Payouts } from '../../integrations/payouts';
import { settleRestaurant } from './run';

const t = useTestApp();
const setup = (id: string, over: Partial<SettlementSetupBody> = {}): SettlementSetupBody => ({
  id,
  iban: 'DK50 0040 0440 1162 43',
  brn: '12345678',
  email: 'Pay@Example.org',
  settlementschedule: 'Monday',
  ...over,
});
const paying = (status: 'paid' | 'failed'): Payouts & { calls: string[] } => {
  const calls: string[] = [];
  return {
    kind: 'http',
    calls,
    payout: async (req) => (calls.push(`${req.reference}:${req.amountMinor}`), { status, note: status }),
  };
};
const logsOf = (id: string) =>
  t.db.select().from(settlementLogs).where(eq(settlementLogs.restaurantId, id)).orderBy(settlementLogs.startDate);

describe('POST /restaurant/updateSettlement', () => {
  it('stores the payout account (IBAN in electronic format) and the details call and list show it', async () => {
    const r = await makeRestaurant(t.db);
    const admin = await t.asAdmin();
    const res = await t.api(admin, settlements.setup, { body: setup(r.id) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ Message: 'Settlement successfully setup!' });
    const details = await t.api(admin, settlements.restaurant, { query: { id: r.id } });
    expect(details.json.data).toMatchObject({
      _id: r.id,
      Name: r.name,
      IBAN: 'DK5000400440116243',
      ZTLAccountNumber: 'DK5000400440116243',
      BRN: '12345678',
      Email: 'pay@example.org',
      SettlementSchedule: 'Monday',
      LastPayout: null,
    });
    expect(new Date(`${details.json.data.NextPayout}T12:00:00Z`).getUTCDay()).toBe(1);
    const again = await t.api(admin, settlements.setup, {
      body: setup(r.id, { settlementschedule: 'Friday' }),
    });
    expect(again.status).toBe(200);
    const list = await t.api(admin, settlements.restaurants, { query: { page: 1, size: 1000 } });
    const row = list.json.data.find((x: { _id: string }) => x._id === r.id);
    expect(row).toMatchObject({ SettlementSchedule: 'Friday', IBAN: 'DK5000400440116243' });
    const harbour = list.json.data.find((x: { Name: string }) => x.Name === 'Harbour Grill');
    expect(harbour).toMatchObject({ ZTLAccountNumber: '', SettlementSchedule: '', LastPayout: null, NextPayout: null });
    // The demo's Demo Bistro has a payout account and weekly runs (seed)
    const bistro = list.json.data.find((x: { Name: string }) => x.Name === 'Demo Bistro');
    expect(bistro).toMatchObject({ ZTLAccountNumber: 'DK5000400440116243', SettlementSchedule: 'Monday' });
    expect(bistro.LastPayout).not.toBeNull();
  });

  it('checks the IBAN (check digits, country format) and the email, as field errors', async () => {
    const r = await makeRestaurant(t.db);
    const admin = await t.asAdmin();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ iban: 'DK5100400440116243' }, 'iban', 'The IBAN check digits are wrong'],
      [
        { iban: 'DK50004004401162' },
        'iban',
        'This country does not use IBAN, or the IBAN has the wrong length for its country',
      ],
      [{ iban: 'hello' }, 'iban', 'This country does not use IBAN, or the IBAN has the wrong length for its country'],
      [{ iban: '' }, 'iban', 'IBAN is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter valid email'],
      [{ brn: ' ' }, 'brn', 'Business Regisration Number is required'],
      [{ settlementschedule: 'Someday' }, 'settlementschedule', 'Payout Schedule is required'],
    ];
    for (const [over, param, msg] of cases) {
      const res = await t.call(admin, 'POST', '/restaurant/updateSettlement', { body: { ...setup(r.id), ...over } });
      expect(res.status, JSON.stringify(over)).toBe(403);
      expect(res.json.Message, JSON.stringify(over)).toEqual([{ param, msg }]);
    }
    // Valid IBANs of other countries pass.
    expect(
      (
        await t.api(admin, settlements.setup, {
          body: setup(r.id, { iban: 'GB82 WEST 1234 5698 7654 32' }),
        })
      ).status,
    ).toBe(200);
    expect(await t.db.select().from(settlementSetups).where(eq(settlementSetups.restaurantId, r.id))).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const res = await t.api(await t.asBistro(), settlements.setup, {
      body: setup(await t.restaurantId('Demo Bistro')),
    });
    expect(res.status).toBe(403);
  });
});

describe('settlement runs', () => {
  let r: { id: string };
  beforeAll(async () => {
    // Copenhagen, UTC+1 in March. Monday 2026-03-09 runs settle up to Sunday 2026-03-08.
    r = await makeRestaurant(t.db);
    await t.db
      .insert(settlementSetups)
      .values({ restaurantId: r.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
    await addOrders(t.db, r.id, [
      { at: '2026-03-02T09:00:00Z', status: 'completed', total: 10000, paymentType: 'card' },
      { at: '2026-03-05T09:00:00Z', status: 'completed', total: 5000, paymentType: 'mobilepay' },
      {
        at: '2026-03-05T10:00:00Z',
        status: 'refunded',
        total: 3000,
        paymentType: 'card',
        refundAt: '2026-03-05T11:00:00Z',
      },
      { at: '2026-03-08T22:59:00Z', status: 'completed', total: 2000, paymentType: 'kevin' },
      // Sunday 2026-03-08T23:00Z is Monday 00:00 local: the next period
      { at: '2026-03-08T23:00:00Z', status: 'completed', total: 7000, paymentType: 'card' },
      // week 2: an order of week 1 is refunded in week 2
      {
        at: '2026-03-02T09:30:00Z',
        status: 'refunded',
        total: 1500,
        paymentType: 'card',
        refundAt: '2026-03-10T09:00:00Z',
      },
    ]);
    await addSms(t.db, r.id, ['2026-03-03T10:00:00Z', '2026-03-04T10:00:00Z']);
  });

  it('the Monday job settles the days up to Sunday once, however often and on however many nodes it runs', async () => {
    const monday = new Date('2026-03-09T06:00:00Z');
    await t.jobs.runDueJobs(new Date('2026-03-08T06:00:00Z')); // Sunday: not its day
    expect(await logsOf(r.id)).toHaveLength(0);
    const otherNode = createJobQueue(t.db, { info() {}, warn() {} } as unknown as FastifyBaseLogger);
    await Promise.all([t.jobs.runDueJobs(monday), t.jobs.runDueJobs(new Date('2026-03-09T07:00:00Z'))]);
    // the other node has the handler too (registered as the app registers it, on the same database)
    otherNode.register('settlement.run', async () => {
      throw new Error('must not run: the period was settled');
    });
    await otherNode.runDueJobs(new Date('2026-03-09T08:00:00Z'));
    const logs = await logsOf(r.id);
    expect(logs).toHaveLength(1);
    // period: first order day 2026-03-02 … Sunday 2026-03-08 (a refund of 2026-03-02 happened in a later week)
    // completed: 100 + 50 + 20 = 170 captured; 3 orders × 0.2 = 0.60; card 1 × 1.25; MobilePay 1 × 1; SMS 2 × 0.5 = 1
    // 170 − 0 − (1 + 0.60 + 1.25 + 1) = 166.15
    expect(logs[0]).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-08', amount: 16615, status: 'pending' });
    expect(logs[0]!.note).toMatch(/^manual payout due/);
  });

  it('the next week settles from the day after, minus a refund of an order paid out before', async () => {
    // What "Settle now" asks to confirm: the same period and amount, and nothing paid or written by asking.
    const preview = await t.api(await t.asAdmin(), settlements.preview, { query: { id: r.id } });
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    expect(preview.json.data).toMatchObject({ StartDate: '2026-03-09', Amount: 53.55, currency: 'DKK' });
    expect(await logsOf(r.id)).toHaveLength(1);
    // A run for another amount than the one confirmed pays nothing.
    const changed = await t.api(await t.asAdmin(), settlements.run, { body: { id: r.id, amount: 50 } });
    expect(changed.status).toBe(409);
    expect(changed.json.Message).toBe('The amount to settle has changed: please check it again');
    expect(await logsOf(r.id)).toHaveLength(1);
    const res = await t.api(await t.asAdmin(), settlements.run, { body: { id: r.id, amount: 53.55 } });
    // real "now" is long after: the period runs from 2026-03-09 to yesterday; 70 captured − 15 refunded − 0.2 − 1.25
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ StartDate: '2026-03-09', Amount: 53.55, Status: 'pending' });
    expect(res.json.data.EndDate).toBe(preview.json.data.EndDate);
    const again = await t.api(await t.asAdmin(), settlements.run, { body: { id: r.id } });
    expect(again.status).toBe(409);
    expect((await t.api(await t.asAdmin(), settlements.preview, { query: { id: r.id } })).status).toBe(409);
    const fetched = await t.api(await t.asAdmin(), settlements.fetch, { query: { id: r.id, page: 1 } });
    expect(fetched.json.meta).toMatchObject({ total: 2, page_limit: 25 });
    expect(fetched.json.data[0]).toMatchObject({ StartDate: '2026-03-09', Amount: 53.55, currency: 'DKK' });
    expect(fetched.json.data[1]).toMatchObject({ StartDate: '2026-03-02', EndDate: '2026-03-08', Amount: 166.15 });
  });

  it('two runs at once settle a period once (the database refuses the second)', async () => {
    const s = await makeRestaurant(t.db);
    await t.db
      .insert(settlementSetups)
      .values({ restaurantId: s.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
    await addOrders(t.db, s.id, [{ at: '2026-03-02T09:00:00Z', status: 'completed', total: 10000 }]);
    const now = new Date('2026-03-09T06:00:00Z');
    const results = await Promise.allSettled([
      settleRestaurant(t.db, paying('paid'), s.id, now),
      settleRestaurant(t.db, paying('paid'), s.id, now),
    ]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(await logsOf(s.id)).toHaveLength(1);
  });

  it('a run that stopped after writing its period finishes that payout, and a failed payout can be settled again', async () => {
    const s = await makeRestaurant(t.db);
    await t.db
      .insert(settlementSetups)
      .values({ restaurantId: s.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
    await addOrders(t.db, s.id, [
      { at: '2026-03-02T09:00:00Z', status: 'completed', total: 10000, paymentType: 'kevin' },
    ]);
    // What a node leaves behind when it dies between writing the period and asking for the payout:
    const [left] = await t.db
      .insert(settlementLogs)
      .values({ restaurantId: s.id, startDate: '2026-03-02', endDate: '2026-03-08', amount: 9980, status: 'pending' })
      .returning();
    const provider = paying('paid');
    const resumed = await settleRestaurant(t.db, provider, s.id, new Date('2026-03-09T06:00:00Z'));
    expect(resumed).toMatchObject({ id: left!.id, status: 'paid' });
    expect(provider.calls).toEqual([`${left!.id}:9980`]);

    const t2 = await makeRestaurant(t.db);
    await t.db
      .insert(settlementSetups)
      .values({ restaurantId: t2.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
    await addOrders(t.db, t2.id, [
      { at: '2026-03-02T09:00:00Z', status: 'completed', total: 10000, paymentType: 'kevin' },
    ]);
    const failed = await settleRestaurant(t.db, paying('failed'), t2.id, new Date('2026-03-09T06:00:00Z'));
    expect(failed).toMatchObject({ status: 'failed', startDate: '2026-03-02', amount: 9980 });
    const retried = await settleRestaurant(t.db, paying('paid'), t2.id, new Date('2026-03-09T07:00:00Z'));
    expect(retried).toMatchObject({ status: 'paid', startDate: '2026-03-02', amount: 9980 });
    const listed = await t.api(await t.asAdmin(), settlements.restaurants, {
      query: { page: 1, size: 1000 },
    });
    expect(listed.json.data.find((x: { _id: string }) => x._id === t2.id).LastPayout).toBe(
      retried.initiatedAt.toISOString(),
    );
  });

  it('answers 409 without a payout account', async () => {
    const res = await t.api(await t.asAdmin(), settlements.run, {
      body: { id: await t.restaurantId('Harbour Grill') },
    });
    expect(res.status).toBe(409);
    expect(res.json.Message).toBe('This restaurant has no payout account yet');
    const preview = await t.api(await t.asAdmin(), settlements.preview, {
      query: { id: await t.restaurantId('Harbour Grill') },
    });
    expect(preview.status).toBe(409);
    expect(preview.json.Message).toBe('This restaurant has no payout account yet');
  });
});
