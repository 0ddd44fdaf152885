import type { FastifyInstance } from 'fastify';
import { streamRoutes } from '../../../contract/stream/routes';
import { streamSchemas } from '../../../contract/stream/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { eventsSince, openSnapshot, trimEvents } from './service';

/** Events are trimmed once an hour by one node. */
const TRIM_EVERY_MS = 3_600_000;

export function registerStreamRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, streamRoutes, streamSchemas, {
    events: ({ query }) => eventsSince(deps.db, query.restaurant, query.since),
    open: ({ query }) => openSnapshot(deps, query.restaurant),
  });
  let trimmedAt = 0;
  deps.jobs.schedule('trim-stream-events', async (now) => {
    if (now.getTime() - trimmedAt < TRIM_EVERY_MS) return;
    trimmedAt = now.getTime();
    const trimmed = await trimEvents(deps.db, now);
    if (trimmed) deps.log.info({ trimmed }, 'stream events older than 24 hours deleted');
  });
}
