import type { FastifyInstance } from 'fastify';
import { registeredUsers } from '../../../contract/registered-users';
import type { Deps } from '../../deps';
import { bindAllClassic } from '../../http/bind-all-classic';
import * as svc from './service';

export function registeredUserRoutes(app: FastifyInstance, deps: Deps) {
  bindAllClassic(app, registeredUsers, {
    fetch: ({ query }) => svc.listCustomers(deps, query),
    search: ({ query }) => svc.searchCustomers(deps, query),
    delete: ({ body }) => svc.deleteCustomer(deps, body.id),
  });
}
