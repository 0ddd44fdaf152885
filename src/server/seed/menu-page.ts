/**
 * The menu page's demo data, on top of the demo menus of menus.ts: category availability, product and
 * extra images, the tag vocabulary, drinks, higher categories, customer ratings and menu-page settings.
 * Product and extra counts stay as menus.ts makes them (tests count them).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { WEEKDAYS, type Availability } from '../../contract/availability';
import type { Db } from '../db/client';
import {
  drinks,
  extras,
  higherCategories,
  menuCategories,
  menuItems,
  menuRatings,
  restaurantMenuSettings,
  restaurants,
  tags,
} from '../db/schema';
import { prng } from './kitchen';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PALETTE = ['#e8590c', '#2f9e44', '#1971c2', '#c2255c', '#f08c00', '#6741d9', '#0c8599', '#5c940d'];

/** A small offline picture of a dish: a plate with the dish's initials (an SVG data URL, no network needed). */
function plateImage(name: string, i: number) {
  const initials = name
    .split(/[\s&-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const c = PALETTE[i % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${c}"/><circle cx="60" cy="60" r="42" fill="#fff" opacity=".92"/><circle cx="60" cy="60" r="32" fill="none" stroke="${c}" stroke-opacity=".35" stroke-width="3"/><text x="60" y="71" font-family="Arial,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${c}">${initials}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const week = (start: string, end: string, days: readonly string[] = WEEKDAYS): Availability =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { start, end, isAvailable: days.includes(d), othertime: [] }]),
  ) as unknown as Availability;

/** Every category and higher category can be ordered all day (so orders in tests never depend on the clock). */
const ALL_DAY = () => week('00:00', '23:59');

async function seedTags(tx: Tx, names: string[]) {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  if (unique.length)
    await tx
      .insert(tags)
      .values(unique.map((name) => ({ name })))
      .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        unique.map((n) => n.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

export async function seedMenuPage(
  tx: Tx,
  restaurantId: string,
  customers: { id: string; name: string }[],
  seed: number,
  surveys: boolean,
) {
  const rnd = prng(seed);
  const categories = await tx.select().from(menuCategories).where(eq(menuCategories.restaurantId, restaurantId));
  for (const c of categories) {
    await tx
      .update(menuCategories)
      .set({
        availability: ALL_DAY(),
        description: `Our ${c.category.toLowerCase()}`,
      })
      .where(eq(menuCategories.id, c.id));
  }
  const items = await tx.select().from(menuItems).where(eq(menuItems.restaurantId, restaurantId));
  const tagByName = await seedTags(
    tx,
    items.flatMap((i) => i.tags.map((t) => t.label)),
  );
  for (const [n, item] of items.entries()) {
    await tx
      .update(menuItems)
      .set({
        image: plateImage(item.name, n),
        sku: `${item.name.slice(0, 3).toUpperCase()}-${100 + n}`,
        tags: item.tags.map((t) => ({
          label: t.label,
          value: tagByName.get(t.label.toLowerCase())?.id ?? t.value,
        })),
        translation: { name: { da: item.name } },
      })
      .where(eq(menuItems.id, item.id));
  }
  const extraRows = await tx.select().from(extras).where(eq(extras.restaurantId, restaurantId));
  for (const [n, x] of extraRows.entries())
    await tx
      .update(extras)
      .set({
        image: plateImage(x.name, n + 3),
        description: `${x.name}, on the side`,
      })
      .where(eq(extras.id, x.id));

  await tx.insert(drinks).values([
    {
      restaurantId,
      name: 'Menu drink',
      description: 'A drink with a meal deal',
      image: plateImage('Menu drink', 1),
      price: 0,
      options: [
        { id: 'cola', name: 'Cola', price: 0, isDefault: true },
        { id: 'lemonade', name: 'Lemonade', price: 500, isDefault: false },
        { id: 'beer', name: 'Draught beer', price: 2000, isDefault: false },
      ],
    },
    {
      restaurantId,
      name: 'Water',
      description: 'Still water, 50 cl',
      image: plateImage('Water', 2),
      price: 2500,
      options: [{ id: 'still', name: 'Still', price: 0, isDefault: true }],
    },
  ]);

  const byName = (n: string) => categories.find((c) => c.category === n)?.id;
  const food = categories.filter((c) => c.category !== 'Drinks').map((c) => c.id);
  await tx.insert(higherCategories).values([
    {
      restaurantId,
      category: 'Lunch & dinner',
      description: 'Everything from the kitchen',
      availability: ALL_DAY(),
      taggedCategories: food,
      order: 0,
    },
    {
      restaurantId,
      category: 'Bar',
      description: 'Drinks all day',
      availability: ALL_DAY(),
      taggedCategories: [byName('Drinks')].filter((x): x is string => !!x),
      order: 1,
      translation: { Category: { da: 'Bar' } },
    },
  ]);

  const comments = [
    'Lovely food and quick service.',
    'A bit of a wait on a Friday night.',
    'Ordering in the app was easy.',
    'The burger was perfect!',
    'Friendly staff.',
    '',
  ];
  await tx.insert(menuRatings).values(
    Array.from({ length: 12 }, (_, i) => {
      const who = customers[(i * 7 + seed) % customers.length];
      const score = () => rnd.int(3, 5);
      return {
        restaurantId,
        customerId: who.id,
        userName: who.name,
        date: new Date(Date.now() - (i * 2.5 + 0.3) * 86_400_000),
        comments: rnd.pick(comments),
        mainRating: score(),
        food: score(),
        service: score(),
        waitingTime: rnd.int(2, 5),
        orderingExperience: score(),
      };
    }),
  );
  await tx.insert(restaurantMenuSettings).values({
    restaurantId,
    promoAvailability: week('14:00', '17:00', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']),
    rushMode: false,
    rushModeTimes: week('17:30', '19:30', ['Friday', 'Saturday']),
    rushModeHeader: 'Busy kitchen',
    rushModeMessage: 'We are very busy right now; expect about 30 minutes.',
    promoPopUpEnabled: surveys,
    promoHeader: 'Happy hour',
    promoMessage: 'Two draught beers for the price of one, 14–17 on weekdays.',
    promoImage: plateImage('Happy hour', 4),
  });
  if (surveys) await tx.update(restaurants).set({ surveyenabled: true }).where(eq(restaurants.id, restaurantId));
}
