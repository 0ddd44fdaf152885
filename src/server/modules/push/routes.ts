import type { FastifyInstance } from 'fastify';
import { pushRoutes as routes } from '../../../contract/push/routes';
import { pushSchemas } from '../../../contract/push/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerPushRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    routes,
    pushSchemas,
    {
      fetch: ({ query }) => svc.listPush(deps, query),
      add: ({ body }) => svc.createPush(deps, body),
      edit: ({ body }) => svc.editPush(deps, body),
      delete: ({ body }) => svc.deletePush(deps, body.pushid),
      send: ({ body, user, recordAnswer }) => svc.sendPush(deps, body.pushid, user, { recordAnswer }),
    },
    {
      // The provider is called first; the push is recorded with the request's line (recordAnswer) after it answered.
      send: { ownTransaction: true },
    },
  );
}
