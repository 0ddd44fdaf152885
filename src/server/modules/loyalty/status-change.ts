import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { couponUses, orders, promoUses, stampBalances, stampEntries, stamps } from '../../db/schema';
import type { Deps } from '../../deps';

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/**
 * Loyalty follows the order's status, inside the transaction that changes it:
 * completed → one stamp per stamp product bought on every active card of the restaurant;
 * cancelled or refunded → the stamps it earned are taken back, the stamps it spent given back,
 * and its coupon and promo uses no longer count.
 */
export async function loyaltyOnStatus(tx: Tx, order: ChangedOrder) {
  if (order.status === 'completed') await earnStamps(tx, order);
  if (order.status === 'cancelled' || order.status === 'refunded') await giveBack(tx, order.id);
}

/** The order row as changed (what `UPDATE … RETURNING` answers). */
type ChangedOrder = Pick<typeof orders.$inferSelect, 'id' | 'status' | 'customerId' | 'restaurantId' | 'lines'>;

async function earnStamps(tx: Tx, order: ChangedOrder) {
  const orderId = order.id;
  if (!order.customerId) return;
  const now = new Date();
  const cards = await tx
    .select({ id: stamps.id, products: stamps.products })
    .from(stamps)
    .where(and(eq(stamps.restaurantId, order.restaurantId), lte(stamps.startdate, now), gte(stamps.enddate, now)));
  for (const card of cards) {
    const n = order.lines.filter((l) => !l.isReward && card.products.includes(l.menu)).reduce((s, l) => s + l.qty, 0);
    if (n === 0) continue;
    await tx
      .insert(stampBalances)
      .values({ stampId: card.id, customerId: order.customerId, count: n })
      .onConflictDoUpdate({
        target: [stampBalances.stampId, stampBalances.customerId],
        set: { count: sql`${stampBalances.count} + ${n}` },
      });
    await tx
      .insert(stampEntries)
      .values({ stampId: card.id, customerId: order.customerId, orderId, kind: 'earn', delta: n });
  }
}

async function giveBack(tx: Tx, orderId: string) {
  const entries = await tx.select().from(stampEntries).where(eq(stampEntries.orderId, orderId));
  if (!entries.some((e) => e.kind === 'reverse')) {
    for (const e of entries) {
      // Earned stamps are taken back (never below 0: some may have been spent since); spent ones are returned.
      await tx
        .update(stampBalances)
        .set({ count: sql`greatest(${stampBalances.count} - ${e.delta}, 0)` })
        .where(and(eq(stampBalances.stampId, e.stampId), eq(stampBalances.customerId, e.customerId)));
      await tx
        .insert(stampEntries)
        .values({ stampId: e.stampId, customerId: e.customerId, orderId, kind: 'reverse', delta: -e.delta });
    }
  }
  await tx.delete(couponUses).where(eq(couponUses.orderId, orderId));
  await tx.delete(promoUses).where(eq(promoUses.orderId, orderId));
}
