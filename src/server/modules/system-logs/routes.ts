import type { FastifyInstance } from 'fastify';
import { logsFetch } from '../../../contract/system-logs';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function systemLogRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, logsFetch, ({ query }) => svc.listSystemLogs(deps, query));
}
