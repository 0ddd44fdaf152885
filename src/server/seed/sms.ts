import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders, restaurants, smsLogs } from '../db/schema';
import { SMS_NOT_CONFIGURED } from '../integrations/sms';
import { startOfYearIso } from '../../contract/dates';
import { dayBounds } from '../time';
import { prng } from './kitchen';
import type { SeedTx } from './tx';

const DAY = 86_400_000;

/**
 * SMS Logs since 1 January: for the demo orders of the last weeks, the messages the restaurant sent about
 * them (accepted, ready); before those, older messages whose orders are no longer kept.
 */
export async function seedSmsLogs(tx: SeedTx) {
  const r = prng(23);
  const now = Date.now();
  const yearStart = dayBounds(startOfYearIso())[0].getTime();
  const rows: (typeof smsLogs.$inferInsert)[] = [];
  const open = await tx
    .select()
    .from(restaurants)
    .where(inArray(restaurants.name, ['Demo Bistro', 'Harbour Grill']));
  for (const restaurant of open) {
    const recent = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.restaurantId, restaurant.id), inArray(orders.status, ['confirmed', 'completed', 'refunded'])),
      )
      .orderBy(asc(orders.createdAt));
    const firstOrderAt = recent[0]?.createdAt.getTime() ?? now;
    for (const o of recent) {
      if (!o.acceptedAt || r.next() < 0.35) continue;
      const minutes = r.pick([10, 15, 20, 25]);
      rows.push({
        restaurantId: restaurant.id,
        orderId: o.id,
        date: o.acceptedAt,
        mobileNumber: o.mobilenumber,
        message: `${restaurant.name}: your order #${o.orderNumber} is accepted and will be ready in about ${minutes} minutes.`,
        status: SMS_NOT_CONFIGURED,
      });
      if (o.completedAt && !o.dineIn) {
        rows.push({
          restaurantId: restaurant.id,
          orderId: o.id,
          date: o.completedAt,
          mobileNumber: o.mobilenumber,
          message: `${restaurant.name}: your order #${o.orderNumber} is ready for pickup. Enjoy!`,
          status: SMS_NOT_CONFIGURED,
        });
      }
    }
    // Older messages, a few a day, from 1 January until the kept orders begin.
    for (let day = yearStart; day < firstOrderAt - DAY; day += DAY) {
      for (let i = r.int(0, 3); i > 0; i--) {
        const at = new Date(day + r.int(11, 20) * 3_600_000 + r.int(0, 3599) * 1000);
        rows.push({
          restaurantId: restaurant.id,
          orderId: null,
          date: at,
          mobileNumber: `+45 ${r.int(20000000, 99999999)}`,
          message:
            r.next() < 0.6
              ? `${restaurant.name}: your order is accepted and will be ready in about ${r.pick([10, 15, 20])} minutes.`
              : `${restaurant.name}: your order is ready for pickup. Enjoy!`,
          status: SMS_NOT_CONFIGURED,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(smsLogs).values(rows.slice(i, i + 500));
  return rows.length;
}
