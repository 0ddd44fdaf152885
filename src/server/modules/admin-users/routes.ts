import type { FastifyInstance } from 'fastify';
import { adminUsersRoutes as routes } from '../../../contract/admin-users/routes';
import { adminUsersSchemas } from '../../../contract/admin-users/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerAdminUserRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, adminUsersSchemas, {
    fetch: ({ query }) => svc.listAdmins(deps, query),
    add: ({ body }) => svc.createAdmin(deps, body),
    edit: ({ body, user }) => svc.editAdmin(deps, body, user),
    delete: ({ body, user }) => svc.deleteAdmin(deps, body.adminid, user),
  });
}
