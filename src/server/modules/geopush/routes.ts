import type { FastifyInstance } from 'fastify';
import { geopushRoutes } from '../../../contract/geopush/routes';
import { geopushSchemas } from '../../../contract/geopush/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function geoPushRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    geopushRoutes,
    geopushSchemas,
    {
      fetch: ({ query }) => svc.listPoints(deps, query),
      add: ({ body }) => svc.createPoint(deps, body),
      edit: ({ body }) => svc.editPoint(deps, body),
      delete: ({ body }) => svc.deletePoint(deps, body.id),
      send: ({ body, user }) => svc.sendGeoPush(deps, body, user),
      fetchLog: ({ query }) => svc.pushLogOf(deps, query.id, query),
    },
    {
      // The provider is called before the push is recorded: no transaction is held open while it answers.
      send: { ownTransaction: true },
    },
  );
}
