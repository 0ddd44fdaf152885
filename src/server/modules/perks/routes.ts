import type { FastifyInstance } from 'fastify';
import { perksCrud } from '../../../contract/perks';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function perkRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, perksCrud.fetch, ({ query }) => svc.listPerks(deps, query));
  bind(app, perksCrud.add, ({ body }) => svc.createPerk(deps, body));
  bind(app, perksCrud.edit, ({ body }) => svc.editPerk(deps, body));
  bind(app, perksCrud.delete, ({ body }) => svc.deletePerk(deps, body.id));
}
