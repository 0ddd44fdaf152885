import type { FastifyInstance } from 'fastify';
import { beaconsRoutes as routes } from '../../../contract/beacons/routes';
import { beaconsSchemas } from '../../../contract/beacons/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerBeaconRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, beaconsSchemas, {
    search: ({ query }) => svc.searchBeacons(deps, query.key),
    fetch: ({ query }) => svc.listBeacons(deps, query),
    add: ({ body }) => svc.createBeacon(deps, body),
    edit: ({ body }) => svc.editBeacon(deps, body),
    delete: ({ body }) => svc.deleteBeacon(deps, body.id),
  });
}
