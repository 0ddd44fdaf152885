import type { FastifyInstance } from 'fastify';
import { beacons, beaconSearch } from '../../../contract/beacons';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { bindAllClassic } from '../../http/bind-all-classic';
import * as svc from './service';

export function beaconRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, beaconSearch, ({ query }) => svc.searchBeacons(deps, query.key));
  bindAllClassic(app, beacons, {
    fetch: ({ query }) => svc.listBeacons(deps, query),
    add: ({ body }) => svc.createBeacon(deps, body),
    edit: ({ body }) => svc.editBeacon(deps, body),
    delete: ({ body }) => svc.deleteBeacon(deps, body.id),
  });
}
