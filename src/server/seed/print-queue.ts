import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, printers, printQueue, restaurants } from '../db/schema';
import type { SeedTx } from './tx';

/** A few receipts of the newest orders still waiting for their printers. */
export async function seedPrintQueue(tx: SeedTx) {
  const open = await tx
    .select()
    .from(restaurants)
    .where(inArray(restaurants.name, ['Demo Bistro', 'Harbour Grill']));
  for (const restaurant of open) {
    const devices = await tx.select().from(printers).where(eq(printers.restaurantId, restaurant.id));
    const kitchen = devices.find((p) => p.isDefault) ?? devices[0];
    const bar = devices.find((p) => p !== kitchen);
    const newest = await tx
      .select({ id: orders.id, at: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurant.id), inArray(orders.status, ['pending', 'confirmed'])))
      .orderBy(desc(orders.createdAt))
      .limit(3);
    if (!kitchen || !newest.length) continue;
    await tx
      .insert(printQueue)
      .values(
        newest.flatMap((o, i) => [
          { orderId: o.id, printerId: kitchen.id, createdAt: new Date(o.at.getTime() + 20_000) },
          ...(i === 0 && bar
            ? [{ orderId: o.id, printerId: bar.id, createdAt: new Date(o.at.getTime() + 25_000) }]
            : []),
        ]),
      );
  }
}
