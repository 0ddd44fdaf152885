import type { FastifyInstance } from 'fastify';
import { reportsRoutes as routes } from '../../../contract/reports/routes';
import { reportsSchemas } from '../../../contract/reports/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { perCategoryReport } from './per-category';
import { restaurantReport } from './report';
import { reportScope } from './scope';
import { speedOfService } from './speed-of-service';
import { productStats, restaurantStats, tableNumberStats } from './stats';

export function registerReportRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bindAll(app, routes, reportsSchemas, {
    fetch: async ({ params, query }) => restaurantReport(db, await reportScope(db, query), params.statuses, query),
    perCategory: async ({ params, query }) => perCategoryReport(db, await reportScope(db, query), params.statuses),
    stats: async ({ query }) => restaurantStats(db, await reportScope(db, query), query),
    tableStats: async ({ query }) => tableNumberStats(db, await reportScope(db, query)),
    productStats: async ({ query }) => productStats(db, await reportScope(db, query)),
    speedOfService: async ({ query }) =>
      speedOfService(
        db,
        await reportScope(db, { restaurant: query.restaurant, startdate: query.from, enddate: query.to }),
      ),
  });
}
