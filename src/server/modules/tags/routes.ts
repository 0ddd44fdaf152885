import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/tags';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function tagRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.tagsCrud.fetch, ({ query }) => svc.listTags(deps, query));
  bind(app, c.tagsCrud.add, ({ body }) => svc.createTag(deps, body));
  bind(app, c.tagsCrud.edit, ({ body }) => svc.editTag(deps, body));
  bind(app, c.tagsCrud.delete, ({ body }) => svc.deleteTag(deps, body.id));
  bind(app, c.tagsFetchSpecific, ({ query }) => svc.tagWithMenus(deps, query.id));
}
