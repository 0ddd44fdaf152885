import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '../../../contract/auth';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as auth from './service';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const perIp = { max: deps.config.loginRateLimit.perIpPerMinute, timeWindow: '1 minute' };
  bind(app, c.adminAuthenticate, ({ body, req }) => auth.authenticate(deps, 'admin', body, meta(req)), { rateLimit: perIp });
  bind(app, c.restaurantAuthenticate, ({ body, req }) => auth.authenticate(deps, 'restaurant', body, meta(req)), { rateLimit: perIp });
  bind(app, c.forgotPassword, ({ body }) => auth.forgotPassword(deps, body.email), { rateLimit: { max: 5, timeWindow: '1 minute' } });
  bind(app, c.resetPassword, ({ body }) => auth.resetPassword(deps, body.token, body.password), { rateLimit: perIp });
  bind(app, c.logout, ({ user }) => auth.logout(deps, user.tokenHash));
}
