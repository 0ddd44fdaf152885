import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/sms-logs';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function smsLogRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, c.restaurantSmsLogs, ({ query }) => svc.restaurantSmsLogs(deps, query));
  bind(app, c.restaurantsSmsCounts, ({ query }) => svc.smsCounts(deps, query));
}
