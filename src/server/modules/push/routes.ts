import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/push';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function pushRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.pushGetAll, ({ query }) => svc.listPush(deps, query));
  bind(app, c.pushAdd, ({ body }) => svc.createPush(deps, body));
  bind(app, c.pushEdit, ({ body }) => svc.editPush(deps, body));
  bind(app, c.pushDelete, ({ body }) => svc.deletePush(deps, body.pushid));
  bind(app, c.pushSend, ({ body, user }) => svc.sendPush(deps, body.pushid, user));
}
