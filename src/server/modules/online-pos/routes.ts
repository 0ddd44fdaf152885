import type { FastifyInstance } from 'fastify';
import { syncPosProducts } from '../../../contract/online-pos';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function onlinePosRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, syncPosProducts, ({ body }) => svc.syncPosProducts(deps, body.restaurant));
}
