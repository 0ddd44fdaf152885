import { asc, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_SEARCH_LIMIT, userSearchRoutes as routes } from '../../../contract/user-search/routes';
import { userSearchSchemas } from '../../../contract/user-search/schemas';
import { likeContains } from '../../db/like';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';

/** GET /user/search?key: the type-ahead over registered customers' emails. */
export function registerUserSearchRoutes(app: FastifyInstance, { db }: Deps) {
  bindAll(app, routes, userSearchSchemas, {
    search: async ({ query }) => {
      if (!query.key) return { data: [] };
      const rows = await db
        .select({ _id: customers.id, Email: customers.email, Provider: customers.provider })
        .from(customers)
        .where(ilike(customers.email, likeContains(query.key)))
        .orderBy(asc(customers.email))
        .limit(USER_SEARCH_LIMIT);
      return { data: rows };
    },
  });
}
