import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchSpecificRestaurant } from '../../../contract/restaurant';
import { restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { notFound } from '../../http/errors';
import { toRestaurant } from './mapper';

export function restaurantRoutes(app: FastifyInstance, { db }: Deps) {
  bind(app, fetchSpecificRestaurant, async ({ body }) => {
    const [row] = await db.select().from(restaurants).where(eq(restaurants.id, body.id)).limit(1);
    if (!row) throw notFound('Restaurant not found');
    return { data: toRestaurant(row) };
  });
}
