/**
 * The integrations are built once by buildApp and reach the routes and jobs through Deps: a payout provider and an AI
 * tagger given to the app are the ones a settlement run (by hand or by the Monday job) and the menu form's tag
 * suggestions use.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOrders, makeRestaurant } from '../../../tests/support/report-data';
import { useTestApp } from '../../../tests/support/test-app';
import { settlementLogs, settlementSetups, tags } from '../db/schema';
import type { AiTagger, TagRequest } from './ai-tags';
import type { PayoutRequest, Payouts } from './payouts';

const paid: PayoutRequest[] = [];
const payouts: Payouts = {
  kind: 'http',
  async payout(req) {
    paid.push(req);
    return { status: 'paid', note: 'transferred by the test provider' };
  },
};
const asked: TagRequest[] = [];
const aiTags: AiTagger = {
  kind: 'openai',
  async suggest(req) {
    asked.push(req);
    return { source: 'ai', tags: ['Comfort food', 'Vegan'] };
  },
};
const t = useTestApp({ payouts, aiTags });

async function payingRestaurant() {
  const r = await makeRestaurant(t.db);
  await t.db
    .insert(settlementSetups)
    .values({ restaurantId: r.id, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
  await addOrders(t.db, r.id, [{ at: '2026-03-03T09:00:00Z', status: 'completed', total: 10000, paymentType: 'card' }]);
  return r;
}

describe('integrations given to the app', () => {
  it('a settlement run by hand pays through the given payout provider', async () => {
    const r = await payingRestaurant();
    const res = await t.call(await t.asAdmin(), 'POST', '/settlements/run', { body: { id: r.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ Status: 'paid' });
    expect(paid.filter((p) => p.restaurantId === r.id)).toEqual([
      expect.objectContaining({ iban: 'DK5000400440116243', currency: 'DKK' }),
    ]);
  });

  it('the Monday settlement job pays through the same provider', async () => {
    const r = await payingRestaurant();
    await t.jobs.runDueJobs(new Date('2026-03-09T06:00:00Z'));
    const [log] = await t.db.select().from(settlementLogs).where(eq(settlementLogs.restaurantId, r.id));
    expect(log).toMatchObject({ startDate: '2026-03-03', endDate: '2026-03-08', status: 'paid' });
    expect(paid.filter((p) => p.restaurantId === r.id)).toHaveLength(1);
  });

  it("the menu form's tag suggestions come from the given tagger, told the platform's tags", async () => {
    await t.db.insert(tags).values({ name: 'Vegan' }).onConflictDoNothing();
    const res = await t.call(await t.asBistro(), 'POST', '/openai/generatetags', {
      body: { name: 'Lentil stew', description: 'Slow-cooked' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.source).toBe('ai');
    expect(res.json.data.map((x: { label: string }) => x.label).sort()).toEqual(['Comfort food', 'Vegan']);
    expect(asked.at(-1)).toMatchObject({ name: 'Lentil stew', description: 'Slow-cooked' });
    expect(asked.at(-1)!.vocabulary).toContain('Vegan');
  });
});
