import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as c from '../../../contract/auth';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as auth from './service';
import { retryAfterHeader } from './throttle';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const perIp = { max: deps.config.loginRateLimit.perIpPerMinute, timeWindow: '1 minute' };
  // A throttled attempt says how long to wait (Retry-After, seconds).
  const signIn =
    (audience: auth.Audience) =>
    (ctx: { body: Parameters<typeof auth.authenticate>[2]; req: FastifyRequest; reply: FastifyReply }) =>
      auth.authenticate(deps, audience, ctx.body, meta(ctx.req)).catch((err: unknown) => {
        retryAfterHeader(err, ctx.reply);
        throw err;
      });
  bind(app, c.adminAuthenticate, signIn('admin'), { rateLimit: perIp });
  bind(app, c.restaurantAuthenticate, signIn('restaurant'), { rateLimit: perIp });
  bind(app, c.forgotPassword, ({ body }) => auth.forgotPassword(deps, body.email), {
    rateLimit: { max: 5, timeWindow: '1 minute' },
  });
  bind(app, c.resetPassword, ({ body }) => auth.resetPassword(deps, body.token, body.password), { rateLimit: perIp });
  bind(app, c.logout, ({ user }) => auth.logout(deps, user.tokenHash));
}
