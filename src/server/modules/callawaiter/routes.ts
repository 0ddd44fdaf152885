import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/callawaiter';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function callAwaiterRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.fetchCalls, ({ query }) => svc.listCalls(deps, query.restaurant, query.status));
  bind(app, c.acceptCall, ({ body, user }) => svc.handleCall(deps, user, body.id, 'accepted'));
  bind(app, c.rejectCall, ({ body, user }) => svc.handleCall(deps, user, body.id, 'rejected'));
  bind(app, c.placeCall, ({ body }) => svc.placeCall(deps, body), { rateLimit: { max: 20, timeWindow: '1 minute' } });
}
