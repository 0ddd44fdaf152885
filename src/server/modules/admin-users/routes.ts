import type { FastifyInstance } from 'fastify';
import { adminUsers } from '../../../contract/admin-users';
import type { Deps } from '../../deps';
import { bindAllClassic } from '../../http/bind-all-classic';
import * as svc from './service';

export function adminUserRoutes(app: FastifyInstance, deps: Deps) {
  bindAllClassic(app, adminUsers, {
    fetch: ({ query }) => svc.listAdmins(deps, query),
    add: ({ body }) => svc.createAdmin(deps, body),
    edit: ({ body, user }) => svc.editAdmin(deps, body, user),
    delete: ({ body, user }) => svc.deleteAdmin(deps, body.adminid, user),
  });
}
