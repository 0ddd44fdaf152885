/** Fixtures of the promotions calls: new records, each made for one request. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  coupons,
  customerDevices,
  customerPasswords,
  customers,
  geoPoints,
  menuItems,
  perks,
  promos,
  stamps,
  tags,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/passwords';
import type { TestApp } from './test-app';

export const FIXTURE_CUSTOMER_PASSWORD = 'fixture-customer-pass';
const DAY = 86_400_000;
const hex = () => randomBytes(5).toString('hex');

export interface PromotionsFixtures {
  /** A new active coupon. */
  couponId: string;
  /** A new active promo of the restaurant. */
  promoId: string;
  /** A new active stamp card of the restaurant (products and reward from its menu). */
  stampId: string;
  /** A new tag carried by no menu item. */
  tagId: string;
  /** A new perk. */
  perkId: string;
  /** A new geo point near the default map centre. */
  geoPointId: string;
  /** The e-mail of a new registered customer whose password is FIXTURE_CUSTOMER_PASSWORD. */
  customerEmail: string;
  /** The push token of a new device of a registered customer. */
  deviceToken: string;
}

export const PROMOTIONS_FIXTURE_SHAPE: PromotionsFixtures = {
  couponId: 'ca'.repeat(12),
  promoId: 'cb'.repeat(12),
  stampId: 'cc'.repeat(12),
  tagId: 'ce'.repeat(12),
  perkId: 'cf'.repeat(12),
  geoPointId: 'da'.repeat(12),
  customerEmail: 'shape-customer@example.org',
  deviceToken: 'shape-device-token-0000',
};

export function promotionsFixtureMakers(t: TestApp) {
  let hash: Promise<string> | undefined;
  const newCustomer = async () => {
    const [row] = await t.db
      .insert(customers)
      .values({ email: `customer-${hex()}@example.org`, name: 'Fixture Customer' })
      .returning();
    return row;
  };
  return {
    async couponId() {
      const code = `FX${hex()}`.toUpperCase();
      const [row] = await t.db
        .insert(coupons)
        .values({
          name: 'Fixture coupon',
          text: 'Made for one request.',
          appcode: code,
          startdate: new Date(Date.now() - DAY),
          enddate: new Date(Date.now() + 30 * DAY),
        })
        .returning({ id: coupons.id });
      return row.id;
    },
    async promoId(restaurantId: string) {
      const [row] = await t.db
        .insert(promos)
        .values({
          name: 'Fixture promo',
          restaurantId,
          price: 4900,
          isheystranger: true,
          startdate: new Date(Date.now() - DAY),
          enddate: new Date(Date.now() + 30 * DAY),
        })
        .returning({ id: promos.id });
      return row.id;
    },
    async stampId(restaurantId: string) {
      const items = await t.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId)))
        .limit(2);
      const [row] = await t.db
        .insert(stamps)
        .values({
          name: 'Fixture stamp',
          restaurantId,
          products: [items[0].id],
          rewardId: items[1].id,
          maxcount: 5,
          startdate: new Date(Date.now() - DAY),
          enddate: new Date(Date.now() + 30 * DAY),
        })
        .returning({ id: stamps.id });
      return row.id;
    },
    async tagId() {
      const [row] = await t.db
        .insert(tags)
        .values({ name: `fixture-${hex()}` })
        .returning({ id: tags.id });
      return row.id;
    },
    async perkId() {
      const [row] = await t.db
        .insert(perks)
        .values({ name: 'Fixture perk', description: 'Made for one request.' })
        .returning({ id: perks.id });
      return row.id;
    },
    async geoPointId() {
      const [row] = await t.db
        .insert(geoPoints)
        .values({ name: 'Fixture point', latitude: 59.91, longitude: 10.76, radius: 1 })
        .returning({ id: geoPoints.id });
      return row.id;
    },
    async customerEmail() {
      const c = await newCustomer();
      await t.db
        .insert(customerPasswords)
        .values({ customerId: c.id, passwordHash: await (hash ??= hashPassword(FIXTURE_CUSTOMER_PASSWORD)) });
      return c.email;
    },
    async deviceToken() {
      const c = await newCustomer();
      const token = `fixture-device-${hex()}`;
      await t.db.insert(customerDevices).values({ customerId: c.id, token });
      return token;
    },
  };
}
