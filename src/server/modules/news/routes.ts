import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/news';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function newsRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.newsFetch, ({ query }) => svc.listNews(deps, query));
  bind(app, c.newsAdd, ({ body }) => svc.createNews(deps, body));
  bind(app, c.newsEdit, ({ body }) => svc.editNews(deps, body));
  bind(app, c.newsDelete, ({ body }) => svc.deleteNews(deps, body.id));
}
