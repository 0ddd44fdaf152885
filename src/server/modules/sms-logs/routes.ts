import type { FastifyInstance } from 'fastify';
import { smsLogsRoutes as routes } from '../../../contract/sms-logs/routes';
import { smsLogsSchemas } from '../../../contract/sms-logs/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerSmsLogRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, smsLogsSchemas, {
    fetch: ({ query }) => svc.restaurantSmsLogs(deps, query),
    counts: ({ query }) => svc.smsCounts(deps, query),
  });
}
