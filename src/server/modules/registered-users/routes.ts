import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/registered-users';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function registeredUserRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.userFetch, ({ query }) => svc.listCustomers(deps, query));
  bind(app, c.userSearchV2, ({ query }) => svc.searchCustomers(deps, query));
  bind(app, c.userDelete, ({ body }) => svc.deleteCustomer(deps, body.id));
}
