import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/statistics';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function statisticsRoutes(app: FastifyInstance, { db }: Deps) {
  bind(app, c.statisticsOverall, ({ query }) => svc.overall(db, query));
  bind(app, c.statisticsHourly, ({ query }) => svc.hourly(db, query));
  bind(app, c.statisticsTopTags, ({ query }) => svc.topTags(db, query.restaurant));
}
