import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '../contract/endpoint';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { registerSessionResolver } from './http/bind';
import { registerErrorHandler } from './http/error-handler';
import { registerWeb } from './http/serve-web';
import { outboxMailer, smtpMailer, type Mailer } from './integrations/mail';
import { manualRefunds, type Payments } from './integrations/payments';
import { callAwaiterRoutes } from './modules/callawaiter/routes';
import { orderRoutes } from './modules/orders/routes';
import { menuRoutes } from './modules/menu/routes';
import { deleteExpiredIdempotencyKeys } from './http/idempotency';
import { createRealtime } from './realtime/socket-server';
import { adminUserRoutes } from './modules/admin-users/routes';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { restaurantRoutes } from './modules/restaurants/routes';

export interface BuildOptions {
  database: Database;
  mailer?: Mailer;
  payments?: Payments;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | { level: string };
}

const API_DESCRIPTION = `The back-office API. Paths, methods and field names follow the specification.

- Sign in with POST /admin/authenticate or /restaurant/authenticate and send \`Authorization: Bearer <token>\`.
- Paged answers are \`{ data, meta }\` with \`meta: { current_page, last_page, total, page_limit }\`.
- Validation failure: **403** \`{ "Message": [{ "param": "email", "msg": "..." }] }\`.
- Not signed in or session expired: **401** \`{ "Message": "..." }\`. Signed in but not allowed (role, another restaurant): **403** \`{ "Message": "..." }\`.
- An action the current state does not allow: **409**. Too many attempts: **429**.`;

/** The whole server without listening: tests call `app.inject`. */
export async function buildApp(config: AppConfig, opts: BuildOptions) {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Route parameters and query keys are case-sensitive, as in the spec.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realtime = await createRealtime(app.server, opts.database.db, { redisUrl: config.redisUrl, log: app.log });
  app.addHook('preClose', async () => realtime.close());
  const deps: Deps = {
    db: opts.database.db,
    events: realtime.events,
    payments: opts.payments ?? manualRefunds,
    config,
    log: app.log,
    mailer:
      opts.mailer ??
      (process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL, process.env.MAIL_FROM ?? 'no-reply@localhost') : outboxMailer(config.dataDir, app.log)),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Restaurant back-office API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });

  registerSessionResolver(app, deps.db);
  await app.register(
    async (api) => {
      registerErrorHandler(api);
      for (const routes of [healthRoutes, authRoutes, dashboardRoutes, adminUserRoutes, restaurantRoutes, menuRoutes, orderRoutes, callAwaiterRoutes]) routes(api, deps);
    },
    { prefix: API_BASE },
  );
  await registerWeb(app, config.webDir);

  // Idempotency keys live 72 hours (at least 48 are promised).
  const sweep = setInterval(() => void deleteExpiredIdempotencyKeys(deps.db).catch((err) => app.log.warn({ err }, 'idempotency sweep failed')), 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { app, deps, realtime };
}
