import type { FastifyInstance } from 'fastify';
import { onlinePosRoutes as routes } from '../../../contract/online-pos/routes';
import { onlinePosSchemas } from '../../../contract/online-pos/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function onlinePosRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    routes,
    onlinePosSchemas,
    {
      sync: ({ body }) => (body.restaurant ? svc.syncPosProducts(deps, body.restaurant) : svc.syncAllPosProducts(deps)),
    },
    {
      // Online POS DK is asked first: no transaction is held open while it answers.
      sync: { ownTransaction: true, bodyMayBeAbsent: true },
    },
  );
}
