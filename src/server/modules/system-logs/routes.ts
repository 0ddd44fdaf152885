import type { FastifyInstance } from 'fastify';
import { systemLogsRoutes as routes } from '../../../contract/system-logs/routes';
import { systemLogsSchemas } from '../../../contract/system-logs/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerSystemLogRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, systemLogsSchemas, { fetch: ({ query }) => svc.listSystemLogs(deps, query) });
}
