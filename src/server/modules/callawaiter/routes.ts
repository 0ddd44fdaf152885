import type { FastifyInstance } from 'fastify';
import { callawaiterRoutes, callPlacementRoutes } from '../../../contract/callawaiter/routes';
import { callawaiterSchemas, callPlacementSchemas } from '../../../contract/callawaiter/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerCallAwaiterRoutes(app: FastifyInstance, deps: Deps) {
  // Each change stores its idempotent answer and its system-log line in its own transaction (recordAnswer): a retry
  // after a crash replays it, and the realtime event goes out after that commit.
  bindAll(
    app,
    callawaiterRoutes,
    callawaiterSchemas,
    {
      fetch: ({ query }) => svc.listCalls(deps, query.restaurant, query.status),
      accept: ({ body, user, recordAnswer }) => svc.handleCall(deps, user, body.id, 'accepted', recordAnswer),
      reject: ({ body, user, recordAnswer }) => svc.handleCall(deps, user, body.id, 'rejected', recordAnswer),
    },
    { accept: { ownTransaction: true }, reject: { ownTransaction: true } },
  );
  bindAll(
    app,
    callPlacementRoutes,
    callPlacementSchemas,
    { place: ({ body, recordAnswer }) => svc.placeCall(deps, body, recordAnswer) },
    { place: { rateLimit: { max: 20, timeWindow: '1 minute' }, ownTransaction: true } },
  );
}
