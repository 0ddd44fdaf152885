import { count } from 'drizzle-orm';
import { aroundTheClock, closedAvailability } from '../../contract/availability';
import { CURRENCIES } from '../../contract/restaurants/constants';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { customers, restaurants, users } from '../db/schema';
import { hashPassword } from '../passwords';
import { DEMO_LOGINS } from './demo-logins';
import { seedCalls, seedMenu, seedOrderHistory } from './kitchen';
import { BISTRO_MENU, HARBOUR_MENU } from './menus';
import { seedMenuPage } from './menu-page';
import { seedMarketing } from './marketing';
import { seedBeacons } from './beacons';
import { seedPromotions } from './promotions';
import { seedProfilePages } from './profile-pages';
import { seedSettlements } from './settlements';
import { seedRestaurantConfig } from './restaurant-config';
import { seedStationHistory } from './speed-of-service';

const DAY = 86_400_000;

/** Loads the demo platform into an empty database; does nothing when it holds any user. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    // The demo kitchens are open around the clock, so the simulator (and every test that orders) works at any hour;
    // closing one on the restaurant form shows at once in the customer's view and the simulator.
    const rows = await tx
      .insert(restaurants)
      .values([
        {
          name: 'Demo Bistro',
          address: 'Nørrebrogade 12, 2200 København N',
          description: 'Neighbourhood bistro with seasonal Danish plates, open kitchen and a long wine list.',
          longitude: 12.5535,
          latitude: 55.6907,
          availability: aroundTheClock(),
          currency: CURRENCIES.DKK,
          customertype: 'Subscription customer',
          originlang: 'da',
          servicefee: 0,
          iscallawaiter: true,
          allowAdvanceOrder: true,
          ismobilepayenabled: true,
          hasparktable: true,
          bagtakeaway: true,
          bagtakeawayprice: 300,
          weeklyreportschedule: 'Monday',
          translation: {
            name: { en: 'Demo Bistro', da: 'Demo Bistro' },
            description: { da: 'Kvarterets bistro med sæsonens danske retter.' },
          },
        },
        {
          name: 'Harbour Grill',
          address: 'Havnegade 5, 1058 København K',
          description: 'Grill house on the harbour front: burgers, steaks and fish from the day’s catch.',
          longitude: 12.5903,
          latitude: 55.6775,
          availability: aroundTheClock(),
          currency: CURRENCIES.DKK,
          customertype: 'Percentage cut customer',
          originlang: 'en',
          servicefee: 2.5,
          iscallawaiter: true,
          hasdeliveryfee: true,
          deliveryfee: 4900,
          primarycolor: '#0b7285',
          secondarycolor: '#e8590c',
          weeklyreportschedule: 'none',
        },
        {
          name: 'Fjord Noodle Bar',
          address: 'Aker Brygge 3, 0250 Oslo',
          description: 'Ramen and dumplings by the fjord. Opening soon.',
          longitude: 10.7277,
          latitude: 59.9106,
          availability: closedAvailability(),
          currency: CURRENCIES.NOK,
          originlang: 'no',
          isdinein: true,
          istakeout: true,
          ismenubuyable: false,
        },
      ])
      .returning();
    const restaurantId = (name: string | null) => (name ? rows.find((r) => r.name === name)!.id : null);

    for (const login of DEMO_LOGINS) {
      await tx.insert(users).values({
        email: login.email,
        name: login.name,
        type: login.role,
        restaurantId: restaurantId(login.restaurant),
        passwordHash: await hashPassword(login.password),
      });
    }
    await tx.insert(users).values({
      email: 'ops@example.com',
      name: 'Operations Admin',
      type: 'Admin',
      passwordHash: await hashPassword(`unused-${newId()}`),
    });

    const first = [
      'Anna',
      'Mads',
      'Sofie',
      'Lars',
      'Freja',
      'Jonas',
      'Ida',
      'Emil',
      'Clara',
      'Oscar',
      'Nora',
      'William',
      'Ella',
      'Noah',
      'Alma',
      'Lucas',
    ];
    const last = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Larsen', 'Berg', 'Holm'];
    const now = Date.now();
    const people = Array.from({ length: 48 }, (_, i) => {
      const name = `${first[i % first.length]} ${last[(i * 5) % last.length]}`;
      const registered = new Date(now - (i * 3.7 + 1) * DAY);
      return {
        id: newId(registered),
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.net`,
        name,
        provider: i % 5 === 0 ? 'Google' : i % 7 === 0 ? 'Apple' : 'Local',
        mobilenumber: `+45 ${String(20000000 + i * 173)}`,
        lastOrderFrom: i % 3 === 2 ? null : restaurantId(i % 2 ? 'Harbour Grill' : 'Demo Bistro'),
        createdAt: registered,
      };
    });
    await tx.insert(customers).values(people);

    const customerIds = people.map((p) => p.id);
    for (const [name, menu, tables, seed, perDay, live] of [
      ['Demo Bistro', BISTRO_MENU, 16, 7, [14, 30], [3, 4]],
      ['Harbour Grill', HARBOUR_MENU, 24, 11, [10, 24], [1, 2]],
    ] as const) {
      const r = rows.find((x) => x.name === name)!;
      const { items, extras } = await seedMenu(tx, r.id, menu, tables);
      await seedMenuPage(tx, r.id, people, seed, name === 'Demo Bistro');
      await seedOrderHistory(tx, {
        restaurant: {
          id: r.id,
          name: r.name,
          timezone: r.timezone,
          currency: r.currency.code,
          servicefee: r.servicefee,
          bagtakeaway: r.bagtakeaway,
          bagtakeawayprice: r.bagtakeawayprice,
        },
        items,
        extras,
        customerIds,
        days: 35,
        perDay: [...perDay],
        seed,
        live: [...live],
      });
    }
    await seedCalls(tx, restaurantId('Demo Bistro')!, 2);
    await seedProfilePages(tx);

    await seedMarketing(tx, { customerIds, restaurantId });
    await seedPromotions(tx, { customerIds, restaurantId });
    await seedBeacons(tx, restaurantId('Demo Bistro')!);
    await seedSettlements(tx, restaurantId('Demo Bistro')!);
    await seedRestaurantConfig(tx, restaurantId('Demo Bistro')!);
    await seedStationHistory(tx, restaurantId('Demo Bistro')!);
  });
  return true;
}
