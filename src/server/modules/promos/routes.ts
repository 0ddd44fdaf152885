import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/promos';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function promoRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.promosFetch, ({ query }) => svc.listPromos(deps, query.status, query));
  bind(app, c.promosFetchByType, ({ query }) => svc.listPromosByType(deps, query.type, query.status, query));
  bind(app, c.promosAdd, ({ body }) => svc.createPromo(deps, body));
  bind(app, c.promosEdit, ({ body }) => svc.editPromo(deps, body));
  bind(app, c.promosDelete, ({ body }) => svc.deletePromo(deps, body.id));
  bind(app, c.promosUpdateOrder, ({ body }) => svc.updatePromoOrder(deps, body));
}
