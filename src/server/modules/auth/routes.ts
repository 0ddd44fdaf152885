import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authRoutes as routes } from '../../../contract/auth/routes';
import { authSchemas, type Credentials } from '../../../contract/auth/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as auth from './service';
import { retryAfterHeader } from './throttle';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const perIp = { max: deps.config.loginRateLimit.perIpPerMinute, timeWindow: '1 minute' };
  // A throttled attempt says how long to wait (Retry-After, seconds).
  const signIn = (audience: auth.Audience) => (ctx: { body: Credentials; req: FastifyRequest; reply: FastifyReply }) =>
    auth.authenticate(deps, audience, ctx.body, meta(ctx.req)).catch((err: unknown) => {
      retryAfterHeader(err, ctx.reply);
      throw err;
    });
  bindAll(
    app,
    routes,
    authSchemas,
    {
      adminSignIn: signIn('admin'),
      restaurantSignIn: signIn('restaurant'),
      forgotPassword: ({ body }) => auth.forgotPassword(deps, body.email),
      resetPassword: ({ body }) => auth.resetPassword(deps, body.token, body.password),
      logout: ({ user }) => auth.logout(deps, user.tokenHash),
    },
    {
      adminSignIn: { rateLimit: perIp },
      restaurantSignIn: { rateLimit: perIp },
      // The link is stored, then mailed (no transaction open while the mail server answers); whether the request
      // succeeded is known only from the mail server's answer, so its line follows it.
      forgotPassword: { rateLimit: { max: 5, timeWindow: '1 minute' }, lineAfterOutsideCall: true },
      resetPassword: { rateLimit: perIp },
    },
  );
}
