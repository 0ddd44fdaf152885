/** Demo restaurant configuration for Demo Bistro: tips, a park table, staff, printers, routing, a till, messages, an automated push. */
import { and, eq } from 'drizzle-orm';
import {
  automatedPushes,
  menuCategories,
  menuItems,
  posDevices,
  printers,
  printLayouts,
  responseMessages,
  restaurants,
  tableNumbers,
  tipConfigs,
  users,
} from '../db/schema';
import { newId } from '../db/ids';
import { hashPassword } from '../passwords';
import type { SeedTx } from './tx';

export async function seedRestaurantConfig(tx: SeedTx, restaurantId: string) {
  await tx.insert(tipConfigs).values([
    { restaurantId, name: 'Good', percentage: 5 },
    { restaurantId, name: 'Great', percentage: 10 },
    { restaurantId, name: 'Outstanding', percentage: 15 },
  ]);
  const lunchAndEvening = Object.fromEntries(
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
      d,
      { start: '11:00', end: '14:00', isAvailable: true, othertime: [{ start: '17:00', end: '21:30' }] },
    ]),
  ) as never;
  await tx.insert(tableNumbers).values({
    restaurantId,
    number: 99,
    floor: 'Street',
    label: 'Park table',
    parkTable: true,
    availability: lunchAndEvening,
  });
  await tx
    .update(tableNumbers)
    .set({ label: 'Window' })
    .where(and(eq(tableNumbers.restaurantId, restaurantId), eq(tableNumbers.number, 1)));

  for (const [email, name, type] of [
    ['chef@example.com', 'Chef Karen Holm', 'RestaurantUser'],
    ['manager@example.com', 'Manager Jonas Berg', 'RestaurantAdmin'],
  ] as const)
    await tx.insert(users).values({
      email,
      name,
      type,
      restaurantId,
      includedToReport: type === 'RestaurantAdmin',
      passwordHash: await hashPassword(`unused-${newId()}`),
    });

  // seedMenu made the Kitchen printer (default) and an inactive Bar printer; the bar's new printer takes the drinks.
  const [barStation] = await tx
    .insert(printers)
    .values({ restaurantId, name: 'Bar station', serial: '00:11:62:0B:A8:01', language: 'en', status: 'active' })
    .returning();
  const [kitchen] = await tx
    .select()
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.isDefault, true)));
  const [drinks] = await tx
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.category, 'Drinks')));
  const [layout] = await tx
    .insert(printLayouts)
    .values({
      restaurantId,
      name: 'Evening service',
      defaultPrinter: kitchen.serial,
      layout: drinks ? [{ _id: drinks.id, category: drinks.category, printer: barStation.serial }] : [],
    })
    .returning();
  await tx.insert(posDevices).values({
    restaurantId,
    uid: 'BISTRO-TILL-1',
    name: 'Front till',
    printers: [kitchen.serial, barStation.serial],
    layouts: [layout.id],
    isDefault: true,
  });
  await tx
    .update(restaurants)
    .set({ routed: true, automatedpushenabled: true })
    .where(eq(restaurants.id, restaurantId));

  await tx.insert(responseMessages).values({
    restaurantId,
    accept: 'Thank you! Order {{orderid}} is accepted and on its way to the kitchen.',
    longwait: 'Order {{orderid}} is accepted, but the kitchen is busy: it will take a little longer.',
    acceptadvance: 'Your advance order {{orderid}} is accepted. See you soon!',
    complete: 'Order {{orderid}} is ready and will be served at your table.',
    completetakeout: 'Order {{orderid}} is ready for pick-up at the counter.',
  });
  const [coffee] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.name, 'Coffee')));
  if (coffee)
    await tx.insert(automatedPushes).values({
      restaurantId,
      name: 'Dessert after coffee',
      products: [coffee.id],
      delayMinutes: 20,
      timesPerVisit: 1,
      title: 'Something sweet?',
      message: 'Our chocolate fondant goes well with that coffee.',
    });
}
