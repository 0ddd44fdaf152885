import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/config';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function configRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.configFetch, () => svc.listConfig(deps));
  bind(app, c.configEdit, ({ body }) => svc.editConfig(deps, body));
}
