import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/stamps';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function stampRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.stampFetch, ({ query }) => svc.listStamps(deps, query.status, query));
  bind(app, c.stampAdd, ({ body }) => svc.createStamp(deps, body));
  bind(app, c.stampEdit, ({ body }) => svc.editStamp(deps, body));
  bind(app, c.stampDelete, ({ body }) => svc.deleteStamp(deps, body.id));
}
