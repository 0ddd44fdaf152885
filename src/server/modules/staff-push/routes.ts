import type { FastifyInstance } from 'fastify';
import { staffPushRoutes as routes } from '../../../contract/staff-push/routes';
import { staffPushSchemas } from '../../../contract/staff-push/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerStaffPushRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, staffPushSchemas, {
    key: () => svc.publicKey(deps),
    subscribe: ({ body, user }) => svc.subscribe(deps, user, body),
    unsubscribe: ({ body, user }) => svc.unsubscribe(deps, user, body.endpoint),
  });
}
