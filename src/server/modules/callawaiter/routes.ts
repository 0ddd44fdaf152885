import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/callawaiter';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function callAwaiterRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.fetchCalls, ({ query }) => svc.listCalls(deps, query.restaurant, query.status));
  // Each change stores its idempotent answer in its own transaction (recordAnswer): a retry after a crash replays it.
  bind(app, c.acceptCall, ({ body, user, recordAnswer }) =>
    svc.handleCall(deps, user, body.id, 'accepted', recordAnswer),
  );
  bind(app, c.rejectCall, ({ body, user, recordAnswer }) =>
    svc.handleCall(deps, user, body.id, 'rejected', recordAnswer),
  );
  bind(app, c.placeCall, ({ body, recordAnswer }) => svc.placeCall(deps, body, recordAnswer), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
}
