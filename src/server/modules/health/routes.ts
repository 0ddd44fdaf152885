import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthRoutes as routes } from '../../../contract/health/routes';
import { healthSchemas } from '../../../contract/health/schemas';
import { statementCount } from '../../db/client';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';

export function registerHealthRoutes(app: FastifyInstance, { db }: Deps) {
  bindAll(app, routes, healthSchemas, {
    check: async ({ reply }) => {
      const up = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (!up) reply.header('retry-after', '5');
      const count = statementCount(db);
      return {
        status: up ? 'ok' : 'degraded',
        db: up ? 'up' : 'down',
        ...(count ? { sql: { ...count } } : {}),
      } as const;
    },
  });
}
