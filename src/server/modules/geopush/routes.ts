import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/geopush';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function geoPushRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.geoPointsCrud.fetch, ({ query }) => svc.listPoints(deps, query));
  bind(app, c.geoPointsCrud.add, ({ body }) => svc.createPoint(deps, body));
  bind(app, c.geoPointsCrud.edit, ({ body }) => svc.editPoint(deps, body));
  bind(app, c.geoPointsCrud.delete, ({ body }) => svc.deletePoint(deps, body.id));
  bind(app, c.geoSendPush, ({ body, user }) => svc.sendGeoPush(deps, body, user));
  bind(app, c.geoFetchLog, ({ query }) => svc.pushLogOf(deps, query.id, query));
}
