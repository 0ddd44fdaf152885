/** Demo settlements: Demo Bistro's payout account, and three weekly runs made by the real settlement code. */
import type { Db } from '../db/client';
import { settlementSetups } from '../db/schema';
import { manualPayouts } from '../integrations/payouts';
import { settleRestaurant } from '../modules/settlements/run';
import { calendarDay } from '../../contract/dates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The Monday `weeksAgo` weeks before the latest Monday (the restaurant's days), 07:00 UTC. */
function mondayWeeksAgo(weeksAgo: number, now = new Date()) {
  const d = new Date(`${calendarDay(now)}T07:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - sinceMonday - 7 * weeksAgo);
  return d;
}

export async function seedSettlements(tx: Tx, restaurantId: string) {
  await tx.insert(settlementSetups).values({
    restaurantId,
    iban: 'DK5000400440116243',
    brn: '12345678',
    email: 'payouts@demo-bistro.example',
    schedule: 'Monday',
  });
  for (const weeks of [3, 2, 1])
    await settleRestaurant(tx as unknown as Db, manualPayouts, restaurantId, mondayWeeksAgo(weeks));
}
