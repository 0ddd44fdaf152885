import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFcmTestApp } from '../../../../tests/support/fake-fcm';
import type { Json } from '../../../../tests/support/http';
import { useTestApp, type TestApp } from '../../../../tests/support/test-app';
import { customerDevices, dealRedemptions, deals, pushLogs } from '../../db/schema';

const DAY = 86_400_000;

async function dealNamed(t: TestApp, name: string) {
  const [row] = await t.db.select().from(deals).where(eq(deals.name, name));
  return row;
}
const newestLog = async (t: TestApp) => (await t.db.select().from(pushLogs).orderBy(desc(pushLogs.date)).limit(1))[0];
const allTokens = async (t: TestApp) =>
  (await t.db.select({ token: customerDevices.token }).from(customerDevices)).map((r) => r.token).sort();
const tokensOf = async (t: TestApp, customerIds: string[]) =>
  (
    await t.db
      .select({ token: customerDevices.token })
      .from(customerDevices)
      .where(inArray(customerDevices.customerId, customerIds))
  )
    .map((r) => r.token)
    .sort();

describe('POST /deals/push without a push provider', () => {
  const t = useTestApp();

  it('sends nothing, says so, and records the push in Push Logs', async () => {
    const deal = await dealNamed(t, '2 for 1 lunch');
    const devices = await allTokens(t);
    expect(devices.length).toBeGreaterThan(20);
    const res = await t.call(await t.asAdmin(), 'POST', '/deals/push', { body: { dealid: deal.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      Message: `Not sent: no push provider is configured. The push to ${devices.length} devices is recorded in Push Logs.`,
      Status: 'not sent: no provider configured',
      TotalDevicesPushed: devices.length,
      sent: false,
    });
    const log = await newestLog(t);
    expect(log).toMatchObject({
      initiatedBy: 'admin@example.com',
      type: 'deal',
      totalDevicesPushed: devices.length,
      status: 'not sent: no provider configured',
    });
    expect(log.others).toMatchObject({
      dealid: deal.id,
      name: '2 for 1 lunch',
      audience: 'all customers',
      provider: 'none',
      sent: 0,
    });
    expect(Date.now() - log.date.getTime()).toBeLessThan(60_000);
  });

  it('addresses an exclusive deal to its users’ devices only', async () => {
    const deal = await dealNamed(t, 'VIP tasting menu');
    const theirs = await tokensOf(t, deal.exclusiveusers);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan((await allTokens(t)).length);
    const res = await t.call(await t.asAdmin(), 'POST', '/deals/push', { body: { dealid: deal.id } });
    expect(res.json.TotalDevicesPushed).toBe(theirs.length);
    expect((await newestLog(t)).others).toMatchObject({ audience: '6 exclusive user(s)' });
  });

  it('refuses expired deals, unknown deals and restaurant staff', async () => {
    const admin = await t.asAdmin();
    const before = (await t.db.select().from(pushLogs)).length;
    const expired = await t.call(admin, 'POST', '/deals/push', {
      body: { dealid: (await dealNamed(t, 'Winter soup')).id },
    });
    expect(expired.status).toBe(409);
    expect(expired.json).toEqual({ Message: 'This deal has expired and cannot be pushed', code: 'CONFLICT' });
    expect((await t.call(admin, 'POST', '/deals/push', { body: { dealid: 'c'.repeat(24) } })).status).toBe(404);
    const staff = await t.call(await t.asBistro(), 'POST', '/deals/push', {
      body: { dealid: (await dealNamed(t, 'Free coffee')).id },
    });
    expect(staff.status).toBe(403);
    expect((await t.db.select().from(pushLogs)).length).toBe(before);
  });
});

describe('POST /deals/push through Firebase Cloud Messaging (a local fake)', () => {
  const env = useFcmTestApp();

  it('delivers an exclusive deal to exactly its users’ devices', async () => {
    const { t, fcm } = env;
    const deal = await dealNamed(t, 'Birthday dessert');
    const res = await t.call(await t.asAdmin(), 'POST', '/deals/push', { body: { dealid: deal.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ Message: 'Successfully pushed deal!', Status: 'sent', sent: true });
    expect(fcm.messages.map((m) => m.token).sort()).toEqual(await tokensOf(t, deal.exclusiveusers));
    expect(fcm.messages[0]).toMatchObject({
      notification: { title: 'Birthday dessert', body: 'Happy birthday!' },
      data: { type: 'deal', dealid: deal.id },
    });
    expect(await newestLog(t)).toMatchObject({ type: 'deal', status: 'sent', totalDevicesPushed: fcm.messages.length });
  });

  it('says how many failed when some devices are gone, and 502 when all are', async () => {
    const { t, fcm } = env;
    const deal = await dealNamed(t, 'Free coffee');
    const all = await allTokens(t);
    fcm.messages.length = 0;
    fcm.unregistered.add(all[0]);
    const partly = await t.call(await t.asAdmin(), 'POST', '/deals/push', { body: { dealid: deal.id } });
    expect(partly.status).toBe(200);
    expect(partly.json.Message).toBe(`Pushed to ${all.length - 1} of ${all.length} devices; 1 failed (see Push Logs).`);
    expect((await newestLog(t)).status).toMatch(
      new RegExp(`^sent to ${all.length - 1} of ${all.length} devices \\(1 failed: FCM answered 404`),
    );

    for (const token of all) fcm.unregistered.add(token);
    const none = await t.call(await t.asAdmin(), 'POST', '/deals/push', { body: { dealid: deal.id } });
    expect(none.status).toBe(502);
    expect(none.json.Message).toMatch(/^Push failed: FCM answered 404/);
    expect((await newestLog(t)).status).toMatch(/^failed: FCM answered 404/);
  });
});

describe('POST /statistics/dealredeemed', () => {
  const t = useTestApp();

  it('counts redemptions per day from the start of the deal to today', async () => {
    const deal = await dealNamed(t, '2 for 1 lunch');
    const res = await t.call(await t.asAdmin(), 'POST', '/statistics/dealredeemed', { body: { dealid: deal.id } });
    expect(res.status).toBe(200);
    const { Label, Value } = res.json.Statistics as { Label: string[]; Value: number[] };
    expect(Label.length).toBeGreaterThanOrEqual(10);
    expect(Label.length).toBe(Value.length);
    expect(Label.every((l, i) => i === 0 || l > Label[i - 1])).toBe(true);
    expect(Value.reduce((a, b) => a + b, 0)).toBe(res.json.Total);
    expect(res.json.Total).toBeGreaterThan(0);
    const listed = await t.call(await t.asAdmin(), 'GET', '/deals/fetch/:status', {
      params: { status: 'active' },
      query: { size: 100 },
    });
    expect(listed.json.data.find((d: Json) => d._id === deal.id).Redeemed).toBe(res.json.Total);
  });

  it('counts a new redemption on its day, and nothing for a deal that has not started', async () => {
    const admin = await t.asAdmin();
    const deal = await dealNamed(t, 'Free coffee');
    const before = (await t.call(admin, 'POST', '/statistics/dealredeemed', { body: { dealid: deal.id } })).json;
    await t.db.insert(dealRedemptions).values({ dealId: deal.id, at: new Date() });
    const after = (await t.call(admin, 'POST', '/statistics/dealredeemed', { body: { dealid: deal.id } })).json;
    expect(after.Total).toBe(before.Total + 1);
    expect(after.Statistics.Value.at(-1)).toBe(before.Statistics.Value.at(-1) + 1);

    const upcoming = await dealNamed(t, 'Burger night');
    expect(upcoming.startdate.getTime()).toBeGreaterThan(Date.now() + DAY);
    const empty = await t.call(admin, 'POST', '/statistics/dealredeemed', { body: { dealid: upcoming.id } });
    expect(empty.json).toEqual({ Statistics: { Label: [], Value: [] }, Total: 0 });
  });

  it('answers 404 for an unknown deal and 403 to staff', async () => {
    expect(
      (await t.call(await t.asAdmin(), 'POST', '/statistics/dealredeemed', { body: { dealid: 'd'.repeat(24) } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call(await t.asWaiter(), 'POST', '/statistics/dealredeemed', { body: { dealid: 'd'.repeat(24) } }))
        .status,
    ).toBe(403);
  });
});
