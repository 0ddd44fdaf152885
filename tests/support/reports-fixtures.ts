/** Fixtures of the reports and settlements calls. */
import { randomBytes } from 'node:crypto';
import { aroundTheClock } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import { orders, restaurants, settlementSetups } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export interface ReportsFixtures {
  /** A new restaurant with a payout account (Monday) and one completed card order two days ago: a run can settle it. */
  settlementRestaurantId: string;
}

export const REPORTS_FIXTURE_SHAPE: ReportsFixtures = { settlementRestaurantId: 'da'.repeat(12) };

export function reportsFixtureMakers(t: TestApp) {
  return {
    async settlementRestaurantId() {
      const [r] = await t.db
        .insert(restaurants)
        .values({
          name: `Settled Restaurant ${randomBytes(3).toString('hex')}`,
          availability: aroundTheClock(),
          currency: CURRENCIES.DKK,
        })
        .returning({ id: restaurants.id });
      await t.db.insert(settlementSetups).values({
        restaurantId: r!.id,
        iban: 'DK5000400440116243',
        brn: '12345678',
        email: 'payouts@example.org',
        schedule: 'Monday',
      });
      const at = new Date(Date.now() - 2 * 86_400_000);
      await t.db.insert(orders).values({
        restaurantId: r!.id,
        orderNumber: 1001,
        refNo: 'S-001',
        status: 'completed',
        dineIn: true,
        paymentType: 'card',
        lines: [],
        subtotal: 10000,
        total: 10000,
        amountcaptured: 10000,
        createdAt: at,
        updatedAt: at,
      });
      return r!.id;
    },
  };
}
