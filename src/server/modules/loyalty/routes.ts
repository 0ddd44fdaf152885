import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '../../../contract/customer-auth';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { authenticateCustomer, logoutCustomer, reportPosition } from './customer-auth';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

export function loyaltyRoutes(app: FastifyInstance, deps: Deps) {
  const perIp = { max: deps.config.loginRateLimit.perIpPerMinute, timeWindow: '1 minute' };
  bind(app, c.customerAuthenticate, ({ body, req }) => authenticateCustomer(deps, body, meta(req)), {
    rateLimit: perIp,
  });
  bind(app, c.customerLogout, ({ req }) => logoutCustomer(deps, req));
  bind(app, c.devicePosition, ({ body }) => reportPosition(deps, body), {
    rateLimit: { max: 120, timeWindow: '1 minute' },
  });
}
