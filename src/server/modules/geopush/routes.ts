import type { FastifyInstance } from 'fastify';
import { geopushRoutes } from '../../../contract/geopush/routes';
import { geopushSchemas } from '../../../contract/geopush/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerGeoPushRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    geopushRoutes,
    geopushSchemas,
    {
      fetch: ({ query }) => svc.listPoints(deps, query),
      add: ({ body }) => svc.createPoint(deps, body),
      edit: ({ body }) => svc.editPoint(deps, body),
      delete: ({ body }) => svc.deletePoint(deps, body.id),
      send: ({ body, user, recordAnswer }) => svc.sendGeoPush(deps, body, user, recordAnswer),
      fetchLog: ({ query }) => svc.pushLogOf(deps, query.id, query),
    },
    {
      // The provider is called first; the push is recorded with the request's line (recordAnswer) after it answered.
      send: { ownTransaction: true },
    },
  );
}
