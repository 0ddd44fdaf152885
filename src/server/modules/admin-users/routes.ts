import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/admin-users';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function adminUserRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.adminFetch, ({ query }) => svc.listAdmins(deps, query));
  bind(app, c.adminAdd, ({ body }) => svc.createAdmin(deps, body));
  bind(app, c.adminEdit, ({ body, user }) => svc.editAdmin(deps, body, user));
  bind(app, c.adminDelete, ({ body, user }) => svc.deleteAdmin(deps, body.adminid, user));
}
