import type { FastifyInstance } from 'fastify';
import { pushRoutes as routes } from '../../../contract/push/routes';
import { pushSchemas } from '../../../contract/push/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function pushRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    routes,
    pushSchemas,
    {
      fetch: ({ query }) => svc.listPush(deps, query),
      add: ({ body }) => svc.createPush(deps, body),
      edit: ({ body }) => svc.editPush(deps, body),
      delete: ({ body }) => svc.deletePush(deps, body.pushid),
      send: ({ body, user }) => svc.sendPush(deps, body.pushid, user),
    },
    {
      // The provider is called before the push is recorded: no transaction is held open while it answers.
      send: { ownTransaction: true },
    },
  );
}
