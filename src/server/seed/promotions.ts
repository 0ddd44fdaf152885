import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  couponUses,
  coupons,
  customerDevices,
  customerPasswords,
  customers,
  devicePositions,
  geoPoints,
  geoPushLogs,
  geoPushes,
  menuItems,
  perkClicks,
  perks,
  promoTypes,
  promoUses,
  promos,
  stampBalances,
  stampEntries,
  stamps,
} from '../db/schema';
import { hashPassword } from '../passwords';
import { prng } from './kitchen';
import type { SeedTx } from './tx';
import {
  DEMO_COUPONS,
  DEMO_CUSTOMER_LOGIN,
  DEMO_GEO_POINTS,
  DEMO_PERKS,
  DEMO_PROMOS,
  DEMO_STAMPS,
} from './promotions-data';

const DAY = 86_400_000;

interface PromotionsInput {
  customerIds: string[];
  restaurantId: (name: string | null) => string | null;
}

/**
 * Demo data of the promotions screens: coupons of every status with recorded uses, promos with uses, stamp cards with
 * customers part-way (and the demo customer ready to redeem), perks with clicks, geo points around the default map centre
 * with device positions and a sent push. Runs after the customers' devices exist (seedMarketing).
 */
export async function seedPromotions(tx: SeedTx, { customerIds, restaurantId }: PromotionsInput) {
  const r = prng(91).next;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];

  const [demoCustomer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_CUSTOMER_LOGIN.email));
  if (demoCustomer)
    await tx
      .insert(customerPasswords)
      .values({ customerId: demoCustomer.id, passwordHash: await hashPassword(DEMO_CUSTOMER_LOGIN.password) });

  const offerItem = async (o: NonNullable<(typeof DEMO_COUPONS)[number]['offer']>) => {
    const [item] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurantId(o.restaurant)!), eq(menuItems.name, o.item)));
    return { itemId: item.id, itemQuantity: o.quantity, itemPercent: o.percent };
  };
  for (const [i, c] of DEMO_COUPONS.entries()) {
    const [row] = await tx
      .insert(coupons)
      .values({
        name: c.name,
        text: c.text,
        startdate: at(c.start),
        enddate: at(c.end),
        membersonly: c.membersonly ?? false,
        isexclusive: !!c.exclusive,
        isonetimeuse: c.isonetimeuse ?? false,
        priority: i + 1,
        appcode: c.appcode,
        qrvalue: c.qrvalue ?? '',
        emailmessage: c.exclusive ? `Hi! "${c.name}" is waiting for you in the app.` : '',
        exclusiveusers: (c.exclusive ?? []).map((k) => customerIds[k]),
        ...(c.offer ? await offerItem(c.offer) : {}),
      })
      .returning({ id: coupons.id });
    const from = Math.max(c.start, -60);
    const to = Math.min(c.end, 0);
    const uses: (typeof couponUses.$inferInsert)[] = [];
    for (let d = from; d <= to; d++) {
      const n = Math.floor(r() * (c.popularity + 1));
      for (let k = 0; k < n; k++) {
        const who = c.exclusive ? customerIds[pick(c.exclusive)] : pick(customerIds);
        if (c.isonetimeuse && uses.some((u) => u.customerId === who)) continue;
        uses.push({ couponId: row.id, customerId: who, at: new Date(Math.min(now - 60_000, now + (d + r()) * DAY)) });
      }
    }
    if (uses.length) await tx.insert(couponUses).values(uses);
  }

  for (const [i, p] of DEMO_PROMOS.entries()) {
    const [row] = await tx
      .insert(promos)
      .values({
        name: p.name,
        header: p.header,
        description: p.description,
        restaurantId: restaurantId(p.restaurant)!,
        startdate: at(p.start),
        enddate: at(p.end),
        price: p.price * 100,
        termsandcondition: 'One per customer per visit unless stated otherwise. Cannot be combined with other offers.',
        translation: { name: { da: p.name } },
        isheystranger: p.heystranger ?? false,
        isheyfriends: p.heyfriends ?? false,
        ismultipleuse: !!p.multiple,
        multiplelimit: p.multiple ?? 1,
        heystrangerorder: i + 1,
        heyfriendsorder: DEMO_PROMOS.length - i,
      })
      .returning({ id: promos.id });
    if (p.uses) {
      await tx.insert(promoUses).values(
        Array.from({ length: p.uses }, () => ({
          promoId: row.id,
          customerId: pick(customerIds),
          at: at(Math.min(p.end, 0) - r() * Math.min(20, p.end - p.start)),
        })),
      );
    }
  }
  await tx.insert(promoTypes).values([
    { type: 'heystranger', name: 'Hey Stranger', description: 'Offers for guests who have not visited us yet.' },
    { type: 'heyfriends', name: 'Hey Friends', description: 'Offers to enjoy together with friends.' },
  ]);

  for (const s of DEMO_STAMPS) {
    const rid = restaurantId(s.restaurant)!;
    const items = await tx
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, rid), inArray(menuItems.name, [...s.products, s.reward])));
    const id = (name: string) => items.find((x) => x.name === name)!.id;
    const [row] = await tx
      .insert(stamps)
      .values({
        name: s.name,
        description: s.description,
        restaurantId: rid,
        products: s.products.map(id),
        rewardId: id(s.reward),
        maxcount: s.maxcount,
        startdate: at(s.start),
        enddate: at(s.end),
      })
      .returning({ id: stamps.id });
    if (s.start > 0 || s.end < 0) continue;
    // Customers part-way through the card; the demo customer has a full card, ready to redeem.
    const balances = customerIds.slice(0, 20).map((customerId, k) => ({
      stampId: row.id,
      customerId,
      count: customerId === demoCustomer?.id ? s.maxcount : 1 + ((k * 7) % (s.maxcount - 1)),
    }));
    await tx.insert(stampBalances).values(balances);
    await tx.insert(stampEntries).values(
      balances.map((b) => ({
        stampId: b.stampId,
        customerId: b.customerId,
        kind: 'earn' as const,
        delta: b.count,
        at: at(-r() * 20),
      })),
    );
  }

  for (const p of DEMO_PERKS) {
    const { clicks, ...perk } = p;
    const [row] = await tx
      .insert(perks)
      .values({ ...perk, translation: { name: { da: perk.name } } })
      .returning({ id: perks.id });
    if (clicks)
      await tx
        .insert(perkClicks)
        .values(
          Array.from({ length: clicks }, () => ({ perkId: row.id, customerId: pick(customerIds), at: at(-r() * 30) })),
        );
  }

  const points = await tx.insert(geoPoints).values(DEMO_GEO_POINTS).returning();
  // Last known positions: about half of the devices in Oslo (near the points), the rest in Copenhagen.
  const devices = await tx.select({ id: customerDevices.id }).from(customerDevices).orderBy(asc(customerDevices.id));
  if (devices.length) {
    await tx.insert(devicePositions).values(
      devices.map((d, k) => {
        const oslo = k % 2 === 0;
        const centre = oslo ? points[k % (points.length - 1)] : { latitude: 55.6761, longitude: 12.5683 };
        return {
          deviceId: d.id,
          latitude: centre.latitude + (r() - 0.5) * 0.006,
          longitude: centre.longitude + (r() - 0.5) * 0.01,
          at: at(-r() * 3),
        };
      }),
    );
  }
  const station = points.find((p) => p.name === 'Oslo Central Station')!;
  const [push] = await tx
    .insert(geoPushes)
    .values({
      pointId: station.id,
      name: 'Lunch by the station',
      message: 'Hungry? Lunch for two is 299 kr today.',
      createdAt: at(-2),
    })
    .returning();
  await tx.insert(geoPushLogs).values({
    pointId: station.id,
    pushId: push.id,
    date: at(-2),
    initiatedBy: 'admin@example.com',
    title: push.name,
    body: push.message,
    radius: station.radius,
    totalcount: 3,
    status: 'not sent: no provider configured',
  });
}
