import { randomBytes } from 'node:crypto';
import { customerDevices, dealRedemptions, deals, markets, news, pushNotifications, trucks } from '../db/schema';
import { newId } from '../db/ids';
import { dayBounds } from '../time';
import { prng } from './kitchen';
import type { SeedTx } from './tx';
import { DEMO_MARKETS, DEMO_NEWS, DEMO_PUSH, DEMO_TRUCKS } from './marketing-data';
import { DEMO_DEALS } from './marketing-deals-later';
import { calendarDay } from '../../contract/dates';

const DAY = 86_400_000;

interface MarketingInput {
  /** The demo customers (registered users), oldest last. */
  customerIds: string[];
  /** Restaurants by name, for deals shown in the restaurant list. */
  restaurantId: (name: string | null) => string | null;
}

/** Demo data of News, Deals, custom deals and Push notifications, and the customers' devices that pushes reach. */
export async function seedMarketing(tx: SeedTx, { customerIds, restaurantId }: MarketingInput) {
  const r = prng(47);
  const now = Date.now();
  /** [start, end) of the day `days` from today, in the platform's time zone. */
  const day = (days: number) => dayBounds(calendarDay(new Date(now + days * DAY)));

  // News: newest first in the list, one every other day or so.
  await tx.insert(news).values(
    DEMO_NEWS.map((n, i) => {
      const created = new Date(now - (i * 2.1 + 0.2) * DAY);
      return { id: newId(created), ...n, createdAt: created, updatedAt: created };
    }),
  );

  const marketRows = await tx.insert(markets).values(DEMO_MARKETS).returning({ id: markets.id });
  const truckRows = await tx.insert(trucks).values(DEMO_TRUCKS).returning({ id: trucks.id });
  const attach = (type: 'truck' | 'market', picks: number[]) => {
    const choices = type === 'truck' ? truckRows : marketRows;
    return picks.map((p) => choices[p % choices.length].id);
  };

  // Devices: about 70% of customers have the app on one or two phones.
  const devices = customerIds.flatMap((customerId, i) => {
    if (r.next() >= 0.7) return [];
    return Array.from({ length: i % 4 === 0 ? 2 : 1 }, (_, k) => ({
      customerId,
      token: `demo-fcm-${randomBytes(12).toString('hex')}`,
      platform: (i + k) % 3 === 0 ? 'ios' : 'android',
    }));
  });
  await tx.insert(customerDevices).values(devices);

  for (const d of DEMO_DEALS) {
    const startdate = day(d.start)[0];
    const enddate = new Date(day(d.end)[1].getTime() - 1);
    const exclusiveusers = d.exclusive ? customerIds.slice(d.exclusive[0], d.exclusive[1]) : [];
    const id = newId();
    // Redemptions per day from the start until today or the end, by the deal's popularity.
    const redemptions: (typeof dealRedemptions.$inferInsert)[] = [];
    const last = Math.min(enddate.getTime(), now);
    for (let t = startdate.getTime(); t <= last; t += DAY) {
      const weekend = [0, 6].includes(new Date(t).getUTCDay());
      for (let n = r.int(0, d.popularity + (weekend ? 2 : 0)); n > 0; n--) {
        const when = new Date(Math.min(t + r.int(10, 21) * 3_600_000 + r.int(0, 3599) * 1000, last));
        redemptions.push({
          dealId: id,
          customerId: r.pick(exclusiveusers.length ? exclusiveusers : customerIds),
          at: when,
        });
      }
    }
    await tx.insert(deals).values({
      id,
      name: d.name,
      header: d.header,
      description: d.description,
      price: d.price,
      type: d.type,
      startdate,
      enddate,
      details: attach(d.type, d.attach),
      isexclusive: !!d.exclusive,
      exclusiveusers,
      emailmessage: d.exclusive ? `Hi! As one of our regulars you get "${d.name}" before anyone else.` : '',
      translation: d.da ? { name: { da: d.da } } : {},
      iscustom: !!d.promocode,
      promocode: d.promocode ?? null,
      redeemed: redemptions.length,
      restaurantId: restaurantId(d.restaurant ?? null),
    });
    if (redemptions.length) await tx.insert(dealRedemptions).values(redemptions);
  }

  await tx.insert(pushNotifications).values(
    DEMO_PUSH.map((p, i) => {
      const created = new Date(now - (i * 3.3 + 0.5) * DAY);
      return { id: newId(created), ...p, createdAt: created, updatedAt: created };
    }),
  );
  return { news: DEMO_NEWS.length, deals: DEMO_DEALS.length, devices: devices.length };
}
