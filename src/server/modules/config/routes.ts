import type { FastifyInstance } from 'fastify';
import { configRoutes as routes } from '../../../contract/config/routes';
import { configSchemas } from '../../../contract/config/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerConfigRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, configSchemas, {
    fetch: () => svc.listConfig(deps),
    edit: ({ body }) => svc.editConfig(deps, body),
  });
}
