import type { FastifyInstance } from 'fastify';
import { statisticsRoutes as routes } from '../../../contract/statistics/routes';
import { statisticsSchemas } from '../../../contract/statistics/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerStatisticsRoutes(app: FastifyInstance, { db }: Deps) {
  bindAll(app, routes, statisticsSchemas, {
    overall: ({ query }) => svc.overall(db, query),
    hourly: ({ query }) => svc.hourly(db, query),
    topTags: ({ query }) => svc.topTags(db, query.restaurant),
  });
}
