/**
 * Demo Bistro's kitchen history for the speed-of-service report: prep-time targets on its categories, and for each
 * completed order of the last weeks the bumps of its stations (the Kitchen printer for food, the Bar station for
 * drinks), some recalled and bumped again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { menuCategories, printers } from '../db/schema';
import type { SeedTx } from './tx';

const TARGETS: Record<string, number> = { Starters: 10, Mains: 20, Desserts: 12, Drinks: 5 };

export async function seedStationHistory(tx: SeedTx, restaurantId: string) {
  for (const [category, minutes] of Object.entries(TARGETS))
    await tx
      .update(menuCategories)
      .set({ targetMinutes: minutes })
      .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.category, category)));
  const stations = await tx
    .select({ id: printers.id, name: printers.name, isDefault: printers.isDefault })
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.status, 'active')));
  const kitchen = stations.find((p) => p.isDefault);
  const bar = stations.find((p) => p.name === 'Bar station');
  const [drinks] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.category, 'Drinks')));
  if (!kitchen || !bar) return;
  // Done between acceptance and completion: the bar early, the kitchen near the end; a pseudo-random spread from
  // the order's number, so the figures are the same on every fresh demo.
  const hasDrinks = drinks ? sql`o.lines @> ${JSON.stringify([{ categoryId: drinks.id }])}::jsonb` : sql`false`;
  const hasFood = drinks
    ? sql`exists (select 1 from jsonb_array_elements(o.lines) l where l->>'categoryId' is distinct from ${drinks.id})`
    : sql`true`;
  const span = sql`(o.completed_at - o.accepted_at)`;
  await tx.execute(sql`
    insert into order_station_marks (id, restaurant_id, order_id, station, done_at, recalled_at, user_name)
    select substr(md5(o.id || s.station || 'demo-bump'), 1, 24), o.restaurant_id, o.id, s.station,
           o.accepted_at + ${span} * s.share * (0.6 + (o.order_number % 7) / 15.0), null, 'Demo kitchen'
    from orders o
    cross join lateral (values (${kitchen.id}::varchar, 0.85, ${hasFood}), (${bar.id}::varchar, 0.35, ${hasDrinks}))
         as s(station, share, makes)
    where o.restaurant_id = ${restaurantId} and o.status = 'completed'
      and o.accepted_at is not null and o.completed_at is not null and s.makes`);
  // One order in 25: the kitchen's first bump was a mistake, recalled a minute later.
  await tx.execute(sql`
    insert into order_station_marks (id, restaurant_id, order_id, station, done_at, recalled_at, user_name)
    select substr(md5(o.id || 'demo-recall'), 1, 24), o.restaurant_id, o.id, ${kitchen.id},
           o.accepted_at + interval '2 minutes', o.accepted_at + interval '3 minutes', 'Demo kitchen'
    from orders o
    where o.restaurant_id = ${restaurantId} and o.status = 'completed' and o.accepted_at is not null
      and o.order_number % 25 = 0`);
}
