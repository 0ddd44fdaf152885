import type { FastifyInstance } from 'fastify';
import { registeredUsers } from '../../../contract/registered-users';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registeredUserRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, registeredUsers, {
    fetch: ({ query }) => svc.listCustomers(deps, query),
    search: ({ query }) => svc.searchCustomers(deps, query),
    delete: ({ body }) => svc.deleteCustomer(deps, body.id),
  });
}
