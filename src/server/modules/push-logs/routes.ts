import type { FastifyInstance } from 'fastify';
import { pushLogsFetch } from '../../../contract/push-logs';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function pushLogRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, pushLogsFetch, ({ query }) => svc.listPushLogs(deps, query));
}
