/** A restaurant with hand-made orders, SMS logs and a category, for the report and settlement tests. */
import { randomBytes } from 'node:crypto';
import { aroundTheClock } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import type { Db } from '../../src/server/db/client';
import {
  menuCategories,
  orders,
  restaurants,
  smsLogs,
  type OrderStatus,
  type StoredOrderLine,
} from '../../src/server/db/schema';

export interface TestOrder {
  at: string;
  status: OrderStatus;
  total: number;
  paymentType?: string;
  lines?: StoredOrderLine[];
  tablenumber?: number | null;
  acceptedMin?: number;
  completedMin?: number;
  refundAt?: string;
}

export const line = (
  name: string,
  price: number,
  qty: number,
  more: Partial<StoredOrderLine> = {},
): StoredOrderLine => ({
  menu: `m-${name}`,
  name,
  category: '',
  categoryId: null,
  qty,
  price,
  notes: '',
  isReward: false,
  attributes: [],
  extras: [],
  ...more,
});

export async function makeRestaurant(db: Db, timezone = 'Europe/Copenhagen') {
  const [r] = await db
    .insert(restaurants)
    .values({
      name: `Report Restaurant ${randomBytes(3).toString('hex')}`,
      timezone,
      availability: aroundTheClock(),
      currency: CURRENCIES.DKK,
    })
    .returning({ id: restaurants.id, name: restaurants.name });
  const [cat] = await db
    .insert(menuCategories)
    .values({ restaurantId: r!.id, category: 'Burgers' })
    .returning({ id: menuCategories.id });
  return { id: r!.id, name: r!.name, categoryId: cat!.id };
}

let n = 1000;
export async function addOrders(db: Db, restaurantId: string, list: TestOrder[]) {
  for (const o of list) {
    const at = new Date(o.at);
    n += 1;
    await db.insert(orders).values({
      restaurantId,
      orderNumber: n,
      refNo: `T-${n}`,
      status: o.status,
      dineIn: o.tablenumber != null,
      tablenumber: o.tablenumber ?? null,
      paymentType: o.paymentType ?? 'card',
      lines: o.lines ?? [],
      subtotal: o.total,
      total: o.total,
      amountcaptured: o.total,
      acceptedAt: o.acceptedMin != null ? new Date(at.getTime() + o.acceptedMin * 60_000) : null,
      completedAt: o.completedMin != null ? new Date(at.getTime() + o.completedMin * 60_000) : null,
      refund: o.refundAt ? { method: 'manual', reference: 'test', at: o.refundAt } : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}

export async function addSms(db: Db, restaurantId: string, dates: string[]) {
  for (const d of dates)
    await db.insert(smsLogs).values({
      restaurantId,
      date: new Date(d),
      mobileNumber: '+4512345678',
      message: 'Your order is ready',
      status: 'sent',
    });
}
