/**
 * A settlement is paid out once: its payout is claimed under a lease before the provider is called, a second run while
 * it is in flight gets 409, a run that died is taken over only after its lease, and every call to the provider carries
 * `Idempotency-Key: <settlement reference>`. The provider is a real local HTTP server that answers slowly.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addOrders, makeRestaurant } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import { settlementsRoutes as settlements } from '../../../contract/settlements/routes';
import { jobs, settlementLogs, settlementSetups } from '../../db/schema';
import { httpPayouts, type Payouts } from '../../integrations/payouts';
import { calendarDay } from '../../../contract/dates';
import { dayjs } from '../../time';
import { SETTLEMENT_JOB } from '../../jobs/register';

/** What the provider received: the Idempotency-Key header and the JSON body. */
type ProviderCall = { key: string | undefined; reference: string; amount: number };

const provider = {
  server: undefined as Server | undefined,
  url: '',
  calls: [] as ProviderCall[],
  /** How long the provider takes to answer, and with which status. */
  delayMs: 1500,
  status: 200,
};

// The app's payouts go to the provider above, whose address is known once it listens.
const payouts: Payouts = {
  kind: 'http',
  payout: (req) => httpPayouts({ url: provider.url, apiKey: 'test-key' }).payout(req),
};
const t = useTestApp({ payouts });

beforeAll(async () => {
  provider.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = JSON.parse(body) as { reference: string; amount: number };
      const key = req.headers['idempotency-key'];
      provider.calls.push({ key: Array.isArray(key) ? key[0] : key, reference: json.reference, amount: json.amount });
      setTimeout(() => {
        res.statusCode = provider.status;
        res.end(provider.status === 200 ? '{"ok":true}' : 'try again later');
      }, provider.delayMs);
    });
  });
  await new Promise<void>((resolve) => provider.server!.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(provider.server!.address() as AddressInfo).port}/payouts`;
});
afterAll(() => new Promise<void>((resolve) => (provider.server ? provider.server.close(() => resolve()) : resolve())));
beforeEach(async () => {
  admin = await t.asAdmin(); // signed in beforehand, so the runs start when the test says
  provider.delayMs = 1500;
  provider.status = 200;
});

const IN_PROGRESS = { Message: 'a payout for this settlement is in progress', code: 'CONFLICT' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A restaurant with a payout account, paid out on `schedule`, and one completed order three days ago. */
async function restaurantToSettle(schedule = 'Monday') {
  const r = await makeRestaurant(t.db);
  await t.db
    .insert(settlementSetups)
    .values({ restaurantId: r.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule });
  await addOrders(t.db, r.id, [
    { at: dayjs().subtract(3, 'day').toISOString(), status: 'completed', total: 10000, paymentType: 'kevin' },
  ]);
  return r;
}

const logsOf = (id: string) => t.db.select().from(settlementLogs).where(eq(settlementLogs.restaurantId, id));
const callsFor = (ids: string[]) => provider.calls.filter((c) => ids.includes(c.reference));
let admin = '';
const run = (id: string) => t.api(admin, settlements.run, { body: { id } });

/** What a run leaves behind when its node dies after claiming the payout: the period, pending, with its lease. */
async function leftByDeadRun(restaurantId: string, leaseUntil: Date) {
  const [log] = await t.db
    .insert(settlementLogs)
    .values({
      restaurantId,
      startDate: calendarDay(dayjs().subtract(3, 'day').toDate(), 'Europe/Copenhagen'),
      endDate: calendarDay(dayjs().subtract(1, 'day').toDate(), 'Europe/Copenhagen'),
      amount: 9980,
      status: 'pending',
      payoutClaim: 'a-node-that-died',
      payoutLeaseUntil: leaseUntil,
    })
    .returning();
  return log!;
}

describe('settlement payouts under a lease', () => {
  it('two runs 150 ms apart: one provider call with Idempotency-Key = the reference, the second run 409', async () => {
    const r = await restaurantToSettle();
    const first = run(r.id);
    await sleep(150);
    const second = await run(r.id);
    expect(second.status).toBe(409);
    expect(second.json).toEqual(IN_PROGRESS);
    const done = await first;
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.data).toMatchObject({ Status: 'paid', Amount: 99.8 });

    const logs = await logsOf(r.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: 'paid', payoutLeaseUntil: null });
    expect(callsFor([logs[0]!.id])).toEqual([{ key: logs[0]!.id, reference: logs[0]!.id, amount: 9980 }]);
    // Afterwards there is nothing left to settle, and nobody calls the provider again.
    expect((await run(r.id)).status).toBe(409);
    expect(callsFor([logs[0]!.id])).toHaveLength(1);
  });

  it('a payout held by a live run is not resumed; one whose lease ended is resumed once, with the same key', async () => {
    const r = await restaurantToSettle();
    const live = await leftByDeadRun(r.id, new Date(Date.now() + 60_000));
    const refused = await run(r.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual(IN_PROGRESS);
    expect(callsFor([live.id])).toEqual([]);

    // The run holding it died: its lease ended a minute ago. Two runs take over at once; one calls the provider.
    await t.db
      .update(settlementLogs)
      .set({ payoutLeaseUntil: new Date(Date.now() - 60_000) })
      .where(eq(settlementLogs.id, live.id));
    provider.delayMs = 300;
    const [a, b] = await Promise.all([run(r.id), run(r.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).json).toEqual(IN_PROGRESS);
    expect((a.status === 200 ? a : b).json.data).toMatchObject({ _id: live.id, Status: 'paid' });
    expect(callsFor([live.id])).toEqual([{ key: live.id, reference: live.id, amount: 9980 }]);
    expect(await logsOf(r.id)).toHaveLength(1);
  });

  it('a payout whose outcome is unknown (provider 503) stays pending and is asked again with the same key', async () => {
    const r = await restaurantToSettle();
    provider.delayMs = 50;
    provider.status = 503;
    const unsure = await run(r.id);
    expect(unsure.status, JSON.stringify(unsure.json)).toBe(200);
    expect(unsure.json.data.Status).toBe('pending');
    expect(unsure.json.data.note).toMatch(/^payout not confirmed: provider answered 503/);
    const [log] = await logsOf(r.id);
    expect(log!.payoutLeaseUntil).toBeNull();

    provider.status = 200;
    const retried = await run(r.id);
    expect(retried.json.data).toMatchObject({ _id: log!.id, Status: 'paid' });
    expect(callsFor([log!.id])).toEqual([
      { key: log!.id, reference: log!.id, amount: 9980 },
      { key: log!.id, reference: log!.id, amount: 9980 },
    ]);
    expect(await logsOf(r.id)).toHaveLength(1);
  });

  it('the weekly job overlapping a manual run does not pay again; it retries and then finds nothing to settle', async () => {
    const now = new Date();
    const today = calendarDay(now, 'Europe/Copenhagen');
    const r = await restaurantToSettle(dayjs.utc(today).format('dddd'));
    const job = async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, SETTLEMENT_JOB), eq(jobs.key, `${r.id}:${today}`)))
      )[0];
    provider.delayMs = 800;
    const manual = run(r.id);
    await sleep(150);
    await t.jobs.runDueJobs(new Date(now.getTime() + 150));
    // The job met the payout in progress: not done, queued again for later.
    expect(await job()).toMatchObject({ status: 'queued', attempts: 1, lastError: IN_PROGRESS.Message });
    expect((await manual).status).toBe(200);
    const [log] = await logsOf(r.id);
    expect(callsFor([log!.id])).toHaveLength(1);

    // Its retry (30 s later) finds the period settled: done, without another payout.
    await t.jobs.runDueJobs(new Date(now.getTime() + 60_000));
    expect(await job()).toMatchObject({ status: 'done', attempts: 2 });
    expect(callsFor([log!.id])).toHaveLength(1);
    expect(await logsOf(r.id)).toHaveLength(1);
  });

  it('a retry on the next day settles the day the job was made for, not the next one', async () => {
    const now = new Date();
    const today = calendarDay(now, 'Europe/Copenhagen');
    const r = await restaurantToSettle(dayjs.utc(today).format('dddd'));
    provider.delayMs = 800;
    const manual = run(r.id);
    await sleep(150);
    await t.jobs.runDueJobs(new Date(now.getTime() + 150));
    expect((await manual).status).toBe(200);
    // The retry comes a day later (a queue that was down overnight): the day's period is settled, nothing more is.
    await t.jobs.runDueJobs(new Date(now.getTime() + 24 * 3_600_000));
    expect(await logsOf(r.id)).toHaveLength(1);
  });
});
