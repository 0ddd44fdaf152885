import type { FastifyInstance } from 'fastify';
import { tagsRoutes } from '../../../contract/tags/routes';
import { tagsSchemas } from '../../../contract/tags/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerTagRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, tagsRoutes, tagsSchemas, {
    fetch: ({ query }) => svc.listTags(deps, query),
    add: ({ body }) => svc.createTag(deps, body),
    edit: ({ body }) => svc.editTag(deps, body),
    delete: ({ body }) => svc.deleteTag(deps, body.id),
    fetchSpecific: ({ query }) => svc.tagWithMenus(deps, query.id),
  });
}
