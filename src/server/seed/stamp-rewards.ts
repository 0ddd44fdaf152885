import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { menuCategories, menuItems, orders, type StoredOrderLine } from '../db/schema';
import type { SeedTx } from './tx';

/**
 * Stamp cards at work: every 9th completed order of a registered customer carries a free item (a stamp
 * reward, price 0). The totals stay right, as the reward costs nothing.
 */
export async function seedStampRewards(tx: SeedTx) {
  const rows = await tx
    .select({ id: orders.id, restaurantId: orders.restaurantId, lines: orders.lines })
    .from(orders)
    .where(and(isNotNull(orders.customerId), eq(orders.status, 'completed')))
    .orderBy(asc(orders.createdAt));
  const cheapest = new Map<string, StoredOrderLine | null>();
  for (const [i, o] of rows.entries()) {
    if (i % 9 !== 4) continue;
    if (!cheapest.has(o.restaurantId)) {
      const [item] = await tx
        .select({
          id: menuItems.id,
          name: menuItems.name,
          categoryId: menuItems.categoryId,
          category: menuCategories.category,
        })
        .from(menuItems)
        .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
        .where(eq(menuItems.restaurantId, o.restaurantId))
        .orderBy(asc(menuItems.price))
        .limit(1);
      cheapest.set(
        o.restaurantId,
        item
          ? {
              menu: item.id,
              name: item.name,
              category: item.category ?? '',
              categoryId: item.categoryId,
              qty: 1,
              price: 0,
              notes: '',
              isReward: true,
              attributes: [],
              extras: [],
            }
          : null,
      );
    }
    const reward = cheapest.get(o.restaurantId);
    if (reward)
      await tx
        .update(orders)
        .set({ lines: [...o.lines, reward] })
        .where(eq(orders.id, o.id));
  }
}
