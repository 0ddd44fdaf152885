import type { FastifyInstance } from 'fastify';
import { stampsRoutes } from '../../../contract/stamps/routes';
import { stampsSchemas } from '../../../contract/stamps/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerStampRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, stampsRoutes, stampsSchemas, {
    fetch: ({ query }) => svc.listStamps(deps, query.status, query),
    add: ({ body }) => svc.createStamp(deps, body),
    edit: ({ body }) => svc.editStamp(deps, body),
    delete: ({ body }) => svc.deleteStamp(deps, body.id),
  });
}
