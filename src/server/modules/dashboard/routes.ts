import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes as routes } from '../../../contract/dashboard/routes';
import { dashboardSchemas } from '../../../contract/dashboard/schemas';
import { customers, deals, news, restaurants, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';

export function registerDashboardRoutes(app: FastifyInstance, { db }: Deps) {
  bindAll(app, routes, dashboardSchemas, {
    home: async () => {
      const one = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
      const [Users, Registeredusers, Deals, News, Restaurant] = await Promise.all([
        one(db.select({ n: count() }).from(users).where(eq(users.type, 'Admin'))),
        one(db.select({ n: count() }).from(customers)),
        one(db.select({ n: count() }).from(deals)),
        one(db.select({ n: count() }).from(news)),
        one(db.select({ n: count() }).from(restaurants)),
      ]);
      return { data: { Users, Registeredusers, Deals, News, Restaurant } };
    },
  });
}
