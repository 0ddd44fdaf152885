import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dashboardHome } from '../../../contract/dashboard';
import { customers, deals, news, restaurants, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';

export function dashboardRoutes(app: FastifyInstance, { db }: Deps) {
  bind(app, dashboardHome, async () => {
    const one = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
    const [Users, Registeredusers, Deals, News, Restaurant] = await Promise.all([
      one(db.select({ n: count() }).from(users).where(eq(users.type, 'Admin'))),
      one(db.select({ n: count() }).from(customers)),
      one(db.select({ n: count() }).from(deals)),
      one(db.select({ n: count() }).from(news)),
      one(db.select({ n: count() }).from(restaurants)),
    ]);
    return { data: { Users, Registeredusers, Deals, News, Restaurant } };
  });
}
