import { asc, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_SEARCH_LIMIT, userSearch } from '../../../contract/user-search';
import { likeContains } from '../../db/like';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';

/** GET /user/search?key: the type-ahead over registered customers' emails. */
export function userSearchRoutes(app: FastifyInstance, { db }: Deps) {
  bind(app, userSearch, async ({ query }) => {
    if (!query.key) return { data: [] };
    const rows = await db
      .select({ _id: customers.id, Email: customers.email, Provider: customers.provider })
      .from(customers)
      .where(ilike(customers.email, likeContains(query.key)))
      .orderBy(asc(customers.email))
      .limit(USER_SEARCH_LIMIT);
    return { data: rows };
  });
}
