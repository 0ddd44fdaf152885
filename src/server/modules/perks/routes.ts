import type { FastifyInstance } from 'fastify';
import { perksRoutes } from '../../../contract/perks/routes';
import { perksSchemas } from '../../../contract/perks/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerPerkRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, perksRoutes, perksSchemas, {
    fetch: ({ query }) => svc.listPerks(deps, query),
    add: ({ body }) => svc.createPerk(deps, body),
    edit: ({ body }) => svc.editPerk(deps, body),
    delete: ({ body }) => svc.deletePerk(deps, body.id),
  });
}
