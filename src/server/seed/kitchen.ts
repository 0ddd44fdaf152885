import type { Db } from '../db/client';
import { dateFromObjectId } from '../../contract/common';
import { newId } from '../db/ids';
import {
  callAwaiter,
  extras,
  menuCategories,
  menuItems,
  orderCounters,
  orderEvents,
  orders,
  printers,
  tableNumbers,
  type OrderStatus,
} from '../db/schema';
import { lineTotal, priceLine } from '../modules/orders/pricing';
import { dayjs } from '../time';
import type { DemoMenu } from './menus';
import { calendarDay } from '../../contract/dates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Item = typeof menuItems.$inferSelect;
type Extra = typeof extras.$inferSelect;

/** A small deterministic random source, so every demo database looks the same. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  };
}

/** Menu, extras, tables and printers of one demo restaurant. */
export async function seedMenu(tx: Tx, restaurantId: string, menu: DemoMenu, tables: number) {
  const extraRows = await tx
    .insert(extras)
    .values(menu.extras.map((x) => ({ restaurantId, name: x.name, price: x.price })))
    .returning();
  const extraId = (name: string) => extraRows.find((x) => x.name === name)!.id;
  const items: Item[] = [];
  for (const [order, cat] of menu.categories.entries()) {
    const [category] = await tx.insert(menuCategories).values({ restaurantId, category: cat.name, order }).returning();
    items.push(
      ...(await tx
        .insert(menuItems)
        .values(
          cat.items.map((it, i) => ({
            restaurantId,
            categoryId: category.id,
            name: it.name,
            description: it.description,
            price: it.price,
            order: i,
            extras: (it.extras ?? []).map(extraId),
            options: it.options ?? [],
            attributes: it.attributes ?? [],
            tags: (it.tags ?? []).map((t) => ({ label: t, value: t })),
          })),
        )
        .returning()),
    );
  }
  await tx.insert(tableNumbers).values(
    Array.from({ length: tables }, (_, i) => ({
      restaurantId,
      number: i + 1,
      floor: i < tables / 2 ? 'Ground floor' : 'Terrace',
      disabled: i === tables - 1,
    })),
  );
  await tx.insert(printers).values([
    { restaurantId, name: 'Kitchen printer', serial: `KP-${restaurantId.slice(-6)}`, language: 'da', isDefault: true },
    { restaurantId, name: 'Bar printer', serial: `BP-${restaurantId.slice(-6)}`, language: 'en', status: 'inactive' },
  ]);
  return { items, extras: extraRows };
}

const GUESTS = ['Maja', 'Peter', 'Signe', 'Ahmed', 'Karen', 'Rasmus', 'Yuki', 'Tobias', 'Line', 'Omar'];
const PAYMENTS = ['card', 'card', 'mobilepay', 'mobilepay', 'card', 'mobilepay', 'kevin', 'mobile payments'] as const;

interface HistoryInput {
  restaurant: {
    id: string;
    name: string;
    timezone: string;
    currency: string;
    servicefee: number;
    bagtakeaway: boolean;
    bagtakeawayprice: number;
  };
  items: Item[];
  extras: Extra[];
  customerIds: string[];
  days: number;
  perDay: [number, number];
  seed: number;
  /** Orders waiting right now: [pending, confirmed]. */
  live: [number, number];
}

/** Weeks of orders, spread over lunch and dinner in the restaurant's time zone, plus a few waiting now. */
export async function seedOrderHistory(tx: Tx, h: HistoryInput) {
  const r = prng(h.seed);
  const now = Date.now();
  const tz = h.restaurant.timezone;
  const times: { at: Date; live?: OrderStatus }[] = [];
  for (let d = h.days; d >= 0; d--) {
    const day = dayjs().tz(tz).subtract(d, 'day').startOf('day');
    const n = r.int(...h.perDay);
    for (let i = 0; i < n; i++) {
      const hour = r.next() < 0.45 ? r.int(11, 13) : r.next() < 0.85 ? r.int(17, 20) : r.int(14, 21);
      const at = day.add(hour, 'hour').add(r.int(0, 59), 'minute').add(r.int(0, 59), 'second').toDate();
      if (at.getTime() < now - 45 * 60_000) times.push({ at });
    }
  }
  for (let i = 0; i < h.live[1]; i++) times.push({ at: new Date(now - (18 - i * 3) * 60_000), live: 'confirmed' });
  for (let i = 0; i < h.live[0]; i++) times.push({ at: new Date(now - (9 - i * 3) * 60_000), live: 'pending' });
  times.sort((a, b) => a.at.getTime() - b.at.getTime());

  const letter = h.restaurant.name[0].toUpperCase();
  let number = 1000;
  let day = '';
  let daily = 0;
  const rows: (typeof orders.$inferInsert)[] = [];
  const events: (typeof orderEvents.$inferInsert)[] = [];
  const extrasById = new Map(h.extras.map((x) => [x.id, x]));
  for (const { at, live } of times) {
    const today = calendarDay(at, tz);
    daily = today === day ? daily + 1 : 1;
    day = today;
    number += 1;
    const lines = Array.from({ length: r.int(1, 4) }, (_, i) => {
      const item = r.pick(h.items);
      const attributes = item.attributes.map((g) => ({ group: g.id, item: r.pick(g.items).id, qty: 1 }));
      const options = item.options.map((g) => ({ group: g.id, item: r.pick(g.items).id, qty: 1 }));
      const ex = item.extras.length && r.next() < 0.3 ? [{ id: r.pick(item.extras), qty: 1 }] : [];
      const notes =
        r.next() < 0.12
          ? r.pick(['No onions please', 'Allergic to nuts', 'Extra crispy', 'Sauce on the side'])
          : undefined;
      return priceLine(
        i,
        { menu: item.id, qty: r.next() < 0.8 ? 1 : 2, attributes: [...attributes, ...options], extras: ex, notes },
        item,
        '',
        extrasById,
      );
    });
    const dineIn = r.next() < 0.6;
    const subtotal = lines.reduce((s, l) => s + lineTotal(l), 0);
    const bag = !dineIn && h.restaurant.bagtakeaway ? h.restaurant.bagtakeawayprice : 0;
    const serviceFee = Math.round((subtotal * h.restaurant.servicefee) / 100);
    const tippct = r.next() < 0.3 ? r.pick([5, 10]) : 0;
    const tip = Math.round((subtotal * tippct) / 100);
    const total = subtotal + bag + serviceFee + tip;
    const roll = r.next();
    const status: OrderStatus = live ?? (roll < 0.06 ? 'cancelled' : roll < 0.09 ? 'refunded' : 'completed');
    // Only customers who had registered by then (their id carries their registration date).
    const registered = h.customerIds.filter((c) => dateFromObjectId(c).getTime() <= at.getTime());
    const customerId = registered.length && r.next() < 0.6 ? r.pick(registered) : null;
    const id = newId(at);
    const accepted =
      status === 'cancelled' || status === 'pending' ? null : new Date(at.getTime() + r.int(1, 4) * 60_000);
    const completed =
      status === 'completed' || status === 'refunded' ? new Date(at.getTime() + r.int(12, 35) * 60_000) : null;
    rows.push({
      id,
      restaurantId: h.restaurant.id,
      orderNumber: number,
      refNo: `${letter}-${String(daily).padStart(3, '0')}`,
      customerId,
      guestName: customerId ? '' : r.pick(GUESTS),
      mobilenumber: `+45 ${r.int(20000000, 99999999)}`,
      status,
      dineIn,
      tablenumber: dineIn ? r.int(1, 12) : null,
      isWeb: r.next() < 0.3,
      paymentType: r.pick(PAYMENTS),
      lines,
      subtotal,
      bagTakeAwayPrice: bag,
      serviceFeePercent: Math.round(h.restaurant.servicefee * 10),
      serviceFee,
      tip,
      tippercentage: tippct,
      total,
      amountcaptured: total,
      currency: h.restaurant.currency,
      reason: status === 'cancelled' ? r.pick(['Out of stock', 'Restaurant closing']) : '',
      acceptedAt: accepted,
      completedAt: completed,
      refund:
        status === 'refunded'
          ? { method: 'manual', reference: `manual-demo-${number}`, at: (completed ?? at).toISOString() }
          : null,
      createdAt: at,
      updatedAt: completed ?? accepted ?? at,
    });
    events.push({
      orderId: id,
      action: 'placed',
      toStatus: 'pending',
      userName: customerId ? 'customer' : 'guest',
      at,
    });
    if (status !== 'pending')
      events.push({
        orderId: id,
        action: status === 'cancelled' ? 'decline' : 'accept',
        fromStatus: 'pending',
        toStatus: status === 'cancelled' ? 'cancelled' : 'confirmed',
        userName: 'Demo staff',
        at: accepted ?? at,
      });
    // The whole history, as the order detail shows it.
    if (completed)
      events.push({
        orderId: id,
        action: 'complete',
        fromStatus: 'confirmed',
        toStatus: 'completed',
        userName: 'Demo staff',
        at: completed,
      });
    if (status === 'refunded')
      events.push({
        orderId: id,
        action: 'refund',
        fromStatus: 'completed',
        toStatus: 'refunded',
        userName: 'Demo manager',
        at: completed ?? at,
      });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(orders).values(rows.slice(i, i + 500));
  for (let i = 0; i < events.length; i += 1000) await tx.insert(orderEvents).values(events.slice(i, i + 1000));
  await tx.insert(orderCounters).values({ restaurantId: h.restaurant.id, lastNumber: number, day, lastDaily: daily });
  return rows.length;
}

/** Open call-a-waiter requests, and some handled ones. */
export async function seedCalls(tx: Tx, restaurantId: string, open: number) {
  const now = Date.now();
  await tx.insert(callAwaiter).values([
    ...Array.from({ length: open }, (_, i) => ({
      restaurantId,
      name: GUESTS[i],
      tablenumber: 3 + i * 4,
      createdAt: new Date(now - (4 - i) * 60_000),
      updatedAt: new Date(now - (4 - i) * 60_000),
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      restaurantId,
      name: GUESTS[(i + 3) % GUESTS.length],
      tablenumber: i + 1,
      status: 'accepted' as const,
      createdAt: new Date(now - (i + 1) * 3_600_000),
      updatedAt: new Date(now - (i + 1) * 3_600_000 + 60_000),
    })),
  ]);
}
