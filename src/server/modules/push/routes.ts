import type { FastifyInstance } from 'fastify';
import { push, pushSend } from '../../../contract/push';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { bindAllClassic } from '../../http/bind-all-classic';
import * as svc from './service';

export function pushRoutes(app: FastifyInstance, deps: Deps) {
  bindAllClassic(app, push, {
    fetch: ({ query }) => svc.listPush(deps, query),
    add: ({ body }) => svc.createPush(deps, body),
    edit: ({ body }) => svc.editPush(deps, body),
    delete: ({ body }) => svc.deletePush(deps, body.pushid),
  });
  bind(app, pushSend, ({ body, user }) => svc.sendPush(deps, body.pushid, user));
}
