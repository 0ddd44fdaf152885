import type { FastifyInstance } from 'fastify';
import { registeredUsersRoutes as routes } from '../../../contract/registered-users/routes';
import { registeredUsersSchemas } from '../../../contract/registered-users/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerRegisteredUserRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, registeredUsersSchemas, {
    fetch: ({ query }) => svc.listCustomers(deps, query),
    search: ({ query }) => svc.searchCustomers(deps, query),
    delete: ({ body }) => svc.deleteCustomer(deps, body.id),
  });
}
