import { eq } from 'drizzle-orm';
import type { StationsAnswer } from '../../../contract/restaurant-config/stations/schemas';
import { restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { routingInForce } from './tickets';

/** The kitchen stations of a restaurant: its active printers and the routing that makes its tickets (GET /restaurant/stations). */
export async function listStations({ db }: Deps, restaurantId: string): Promise<{ data: StationsAnswer }> {
  const [restaurant] = await db
    .select({ id: restaurants.id, routed: restaurants.routed })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw notFound('Restaurant not found');
  const { active, layout } = await routingInForce(db, restaurant);
  return {
    data: {
      stations: active.map((p) => ({ id: p.id, name: p.name, serial: p.serial, isDefault: p.isDefault })),
      routed: restaurant.routed,
      layout: layout && {
        _id: layout.id,
        name: layout.name,
        defaultPrinter: layout.defaultPrinter,
        categories: layout.layout.map((c) => ({ _id: c._id, category: c.category, printer: c.printer })),
      },
    },
  };
}
