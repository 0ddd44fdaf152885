import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/reports';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { perCategoryReport } from './per-category';
import { restaurantReport } from './report';
import { reportScope } from './scope';
import { productStats, restaurantStats, tableNumberStats } from './stats';

export function reportRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bind(app, c.restaurantReport, async ({ params, query }) =>
    restaurantReport(db, await reportScope(db, query), params.statuses, query),
  );
  bind(app, c.perCategoryReport, async ({ params, query }) =>
    perCategoryReport(db, await reportScope(db, query), params.statuses),
  );
  bind(app, c.statisticsRestaurant, async ({ query }) => restaurantStats(db, await reportScope(db, query), query));
  bind(app, c.statisticsTablenumbers, async ({ query }) => tableNumberStats(db, await reportScope(db, query)));
  bind(app, c.statisticsProductstats, async ({ query }) => productStats(db, await reportScope(db, query)));
}
