import type { FastifyInstance } from 'fastify';
import { newsRoutes as routes } from '../../../contract/news/routes';
import { newsSchemas } from '../../../contract/news/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerNewsRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, newsSchemas, {
    fetch: ({ query }) => svc.listNews(deps, query),
    add: ({ body }) => svc.createNews(deps, body),
    edit: ({ body }) => svc.editNews(deps, body),
    delete: ({ body }) => svc.deleteNews(deps, body.id),
  });
}
