import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loyaltyRoutes as routes } from '../../../contract/loyalty/routes';
import { loyaltySchemas } from '../../../contract/loyalty/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { authenticateCustomer, logoutCustomer, reportPosition } from './customer-auth';
import { rateOrder } from './rating';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

export function registerLoyaltyRoutes(app: FastifyInstance, deps: Deps) {
  const perIp = { max: deps.config.loginRateLimit.perIpPerMinute, timeWindow: '1 minute' };
  bindAll(
    app,
    routes,
    loyaltySchemas,
    {
      authenticate: ({ body, req }) => authenticateCustomer(deps, body, meta(req)),
      logout: ({ req }) => logoutCustomer(deps, req),
      position: ({ body }) => reportPosition(deps, body),
      rate: ({ body, req }) => rateOrder(deps, body, req),
    },
    {
      authenticate: { rateLimit: perIp },
      position: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      // Guessing an order's mobile number is as slow as guessing a password.
      rate: { rateLimit: perIp },
    },
  );
}
