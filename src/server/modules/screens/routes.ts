import type { FastifyInstance } from 'fastify';
import { screensRoutes as routes } from '../../../contract/screens/routes';
import { screensSchemas } from '../../../contract/screens/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { listScreens } from './service';

export function registerScreenRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, screensSchemas, {
    fetch: ({ query }) => listScreens(deps.db, query.restaurant),
  });
}
