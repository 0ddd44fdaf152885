import type { FastifyInstance } from 'fastify';
import { promosRoutes } from '../../../contract/promos/routes';
import { promosSchemas } from '../../../contract/promos/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerPromoRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, promosRoutes, promosSchemas, {
    fetch: ({ query }) => svc.listPromos(deps, query.status, query),
    fetchByType: ({ query }) => svc.listPromosByType(deps, query.type, query.status, query),
    add: ({ body }) => svc.createPromo(deps, body),
    edit: ({ body }) => svc.editPromo(deps, body),
    delete: ({ body }) => svc.deletePromo(deps, body.id),
    updateOrder: ({ body }) => svc.updatePromoOrder(deps, body),
  });
}
