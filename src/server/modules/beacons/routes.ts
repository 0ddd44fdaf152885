import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/beacons';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function beaconRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.beaconSearch, ({ query }) => svc.searchBeacons(deps, query.key));
  bind(app, c.beaconFetch, ({ query }) => svc.listBeacons(deps, query));
  bind(app, c.beaconAdd, ({ body }) => svc.createBeacon(deps, body));
  bind(app, c.beaconEdit, ({ body }) => svc.editBeacon(deps, body));
  bind(app, c.beaconDelete, ({ body }) => svc.deleteBeacon(deps, body.id));
}
