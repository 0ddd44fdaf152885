/** Fixtures of the restaurant configuration calls: new records of a restaurant, each made for one request. */
import { randomBytes } from 'node:crypto';
import {
  automatedPushes,
  menuItems,
  posDevices,
  printers,
  printLayouts,
  tableNumbers,
  tipConfigs,
  users,
} from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/passwords';
import type { TestApp } from './test-app';

export interface ConfigFixtures {
  /** A new tip configuration. */
  tipId: string;
  /** A new table number (5000–9999). */
  tableId: string;
  /** A new RestaurantUser of the restaurant: safe to edit or delete. */
  staffUserId: string;
  /** A new active printer used by no layout or device: safe to edit or delete. */
  printerId: string;
  /** The serial of a new active printer. */
  printerSerial: string;
  /** A new print layout (default printer: a new printer). */
  layoutId: string;
  /** The UID of a new POS device. */
  posUid: string;
  /** A new automated push of one of the restaurant's products. */
  automatedPushId: string;
}

export const CONFIG_FIXTURE_SHAPE: ConfigFixtures = {
  tipId: 'ba'.repeat(12),
  tableId: 'bc'.repeat(12),
  staffUserId: 'bd'.repeat(12),
  printerId: 'be'.repeat(12),
  printerSerial: 'SHAPE-SERIAL',
  layoutId: 'bf'.repeat(12),
  posUid: 'shape-pos',
  automatedPushId: 'ca'.repeat(12),
};

const hex = () => randomBytes(4).toString('hex');

export function configFixtureMakers(t: TestApp) {
  let hash: Promise<string> | undefined;
  const newPrinter = async (restaurantId: string) => {
    const [row] = await t.db
      .insert(printers)
      .values({ restaurantId, name: 'Fixture printer', serial: `FX-${hex()}`.toUpperCase() })
      .returning();
    return row;
  };
  return {
    async tipId(restaurantId: string) {
      const [row] = await t.db
        .insert(tipConfigs)
        .values({ restaurantId, name: 'Fixture tip', percentage: 7 })
        .returning({ id: tipConfigs.id });
      return row.id;
    },
    async tableId(restaurantId: string) {
      const [row] = await t.db
        .insert(tableNumbers)
        .values({ restaurantId, number: 5000 + (randomBytes(2).readUInt16BE() % 5000) })
        .onConflictDoNothing()
        .returning({ id: tableNumbers.id });
      if (row) return row.id;
      const [again] = await t.db
        .insert(tableNumbers)
        .values({ restaurantId, number: 10000 + randomBytes(2).readUInt16BE() })
        .returning({ id: tableNumbers.id });
      return again.id;
    },
    async staffUserId(restaurantId: string) {
      const [row] = await t.db
        .insert(users)
        .values({
          restaurantId,
          name: 'Fixture Staff',
          email: `staff-${hex()}@example.org`,
          type: 'RestaurantUser',
          passwordHash: await (hash ??= hashPassword('fixture-staff-pass')),
        })
        .returning({ id: users.id });
      return row.id;
    },
    async printerId(restaurantId: string) {
      return (await newPrinter(restaurantId)).id;
    },
    async printerSerial(restaurantId: string) {
      return (await newPrinter(restaurantId)).serial;
    },
    async layoutId(restaurantId: string) {
      const printer = await newPrinter(restaurantId);
      const [row] = await t.db
        .insert(printLayouts)
        .values({ restaurantId, name: 'Fixture layout', defaultPrinter: printer.serial })
        .returning({ id: printLayouts.id });
      return row.id;
    },
    async posUid(restaurantId: string) {
      const uid = `fx-pos-${hex()}`;
      await t.db.insert(posDevices).values({ restaurantId, uid, name: 'Fixture till' });
      return uid;
    },
    async automatedPushId(restaurantId: string) {
      const [item] = await t.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId))
        .limit(1);
      const [row] = await t.db
        .insert(automatedPushes)
        .values({
          restaurantId,
          name: 'Fixture push',
          products: [item.id],
          delayMinutes: 30,
          timesPerVisit: 1,
          title: 'Thanks',
          message: 'Come again',
        })
        .returning({ id: automatedPushes.id });
      return row.id;
    },
  };
}
