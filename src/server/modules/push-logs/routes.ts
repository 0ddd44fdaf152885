import type { FastifyInstance } from 'fastify';
import { pushLogsRoutes as routes } from '../../../contract/push-logs/routes';
import { pushLogsSchemas } from '../../../contract/push-logs/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerPushLogRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, pushLogsSchemas, { fetch: ({ query }) => svc.listPushLogs(deps, query) });
}
