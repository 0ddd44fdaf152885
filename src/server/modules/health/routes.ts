import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { health } from '../../../contract/health';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  bind(app, health, async ({ reply }) => {
    const up = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    if (!up) reply.header('retry-after', '5');
    return { status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' } as const;
  });
}
