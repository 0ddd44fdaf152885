/** The platform's Config › Card fee is the card fee the reports and settlements charge per card order. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOrders, makeRestaurant } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import { reportsRoutes as reports } from '../../../contract/reports/routes';
import { configItems, settlementSetups } from '../../db/schema';
import { settleRestaurant } from '../settlements/run';

const t = useTestApp();

async function setCardFee(value: number) {
  const [row] = await t.db.select().from(configItems).where(eq(configItems.name, 'cardfee'));
  const res = await t.call(await t.asAdmin(), 'PUT', '/config/edit', { body: { id: row!.id, value } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('the configured card fee', () => {
  it('the restaurant report and a settlement charge the Config page’s card fee per card order', async () => {
    const r = await makeRestaurant(t.db);
    await addOrders(t.db, r.id, [
      { at: '2026-03-02T09:00:00Z', status: 'completed', total: 10000, paymentType: 'card' },
      { at: '2026-03-03T09:00:00Z', status: 'completed', total: 10000, paymentType: 'card' },
      { at: '2026-03-04T09:00:00Z', status: 'completed', total: 10000, paymentType: 'kevin' },
    ]);
    const feesOfReport = async () => {
      const res = await t.api(await t.asAdmin(), reports.fetch, {
        params: { statuses: 'completed' },
        query: { restaurant: r.id, startdate: '2026-03-02', enddate: '2026-03-08' },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.ordermeta.fees;
    };
    // The demo's 1.25: 2 card orders × 1.25 = 2.50
    expect((await feesOfReport()).card).toBe(2.5);
    await setCardFee(2);
    // 2 card orders × 2.00 = 4.00; transaction 3 × 0.20 = 0.60
    expect(await feesOfReport()).toMatchObject({ card: 4, transaction: 0.6, sum: 4.6 });

    await t.db
      .insert(settlementSetups)
      .values({ restaurantId: r.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
    const provider = { kind: 'http' as const, payout: async () => ({ status: 'paid' as const, note: 'paid' }) };
    const log = await settleRestaurant(t.db, provider, r.id, new Date('2026-03-09T06:00:00Z'));
    // 300.00 captured − 0.60 transaction − 4.00 card = 295.40
    expect(log).toMatchObject({ status: 'paid', amount: 29540 });
    await setCardFee(1.25);
  });
});
