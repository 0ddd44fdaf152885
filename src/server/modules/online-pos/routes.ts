import type { FastifyInstance } from 'fastify';
import { onlinePosRoutes as routes } from '../../../contract/online-pos/routes';
import { onlinePosSchemas } from '../../../contract/online-pos/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerOnlinePosRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    routes,
    onlinePosSchemas,
    {
      sync: ({ body, recordAnswer }) =>
        body.restaurant
          ? svc.syncPosProducts(deps, body.restaurant, recordAnswer)
          : svc.syncAllPosProducts(deps, recordAnswer),
    },
    {
      // Online POS DK is asked first; the changes are written with the request's line (recordAnswer) after it answered.
      sync: { ownTransaction: true, bodyMayBeAbsent: true },
    },
  );
}
