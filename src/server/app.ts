import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { readableError } from '../contract/readable-errors';
import { API_BASE } from '../contract/endpoint';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { registerSessionResolver } from './http/bind';
import { registerErrorHandler } from './http/error-handler';
import { registerRateLimit } from './http/rate-limit';
import { sendError } from './http/errors';
import { registerWeb } from './http/serve-web';
import { appLogging, registerRequestLines, type AppLogging } from './logging';
import { mailerFromEnv, type Mailer } from './integrations/mail';
import { AREA_ROUTES } from './areas';
import { migrationFromEnv, type Migrator } from './integrations/migration';
import { onlinePosFromEnv, type OnlinePos } from './integrations/online-pos';
import { aiTaggerFromEnv, type AiTagger } from './integrations/ai-tags';
import { manualRefunds, type Payments } from './integrations/payments';
import { payoutsFromEnv, type Payouts } from './integrations/payouts';
import { pushFromEnv, type PushSender } from './integrations/push';
import { smsFromEnv, type SmsSender } from './integrations/sms';
import { vapidDetails } from './modules/staff-push/keys';
import { deleteExpiredIdempotencyKeys, registerIdempotency } from './http/idempotency';
import { createRealtime } from './realtime/socket-server';
import { emittedAfterCommit } from './realtime/events';
import { requestScopedDb } from './db/request-transaction';
import { registerUploadFiles } from './modules/upload/routes';
import { createJobQueue } from './jobs/queue';
import { registerJobs } from './jobs/register';

interface BuildOptions {
  database: Database;
  mailer?: Mailer;
  payments?: Payments;
  /** Settlement payouts; by default made from the environment (PAYOUT_PROVIDER_URL). */
  payouts?: Payouts;
  /** AI tag suggestions; by default made from the environment (AI_TAGS_BASE_URL, AI_TAGS_MODEL). */
  aiTags?: AiTagger;
  /** Push and SMS senders; by default made from the environment (FCM_*, SMS_*). */
  push?: PushSender;
  sms?: SmsSender;
  /** Online POS DK; by default made from the environment (ONLINEPOS_API_URL). */
  onlinePos?: OnlinePos;
  /** Restaurant migration to production; by default made from the environment (MIGRATION_TARGET_URL). */
  migration?: Migrator;
  /** Poll the durable job queue in the background (default true; tests pass false and call deps.jobs.runDueJobs). */
  startJobs?: boolean;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | { level: string };
}

const API_DESCRIPTION = `The back-office API. Paths, methods and field names follow the specification.

- Sign in with POST /admin/authenticate or /restaurant/authenticate and send \`Authorization: Bearer <token>\`.
- Registered customers (the customer apps) sign in with POST /mobile/customer/authenticate: the same sessions (opaque tokens stored hashed, with an expiry) and the same rate limits as staff. An order naming a customer needs that customer's token or a platform admin's; only then do stamps, coupons and promos count for the customer. Guests order without loyalty.
- A delete or reorder of menu records may leave out \`restaurant\` (\`DELETE /menu/delete {id}\`, \`/menu/category/delete {ids}\`, \`PUT /menu/category/updateorder {categories}\`, extras, drinks, higher categories): it is the restaurant of the records named, and records of another restaurant than the caller's are refused (403). \`PUT /rushmode/edit\` takes the restaurant object (\`_id\`).
- Paged answers are \`{ data, meta }\` with \`meta: { current_page, last_page, total, page_limit }\`.
- Validation failure: **403** \`{ "Message": [{ "param": "email", "msg": "..." }] }\`.
- Not signed in or session expired: **401** \`{ "Message": "..." }\`. Signed in but not allowed (role, another restaurant): **403** \`{ "Message": "..." }\`.
- An action the current state does not allow: **409**. Too many attempts: **429**.
- Every error answer also carries \`code\`, its kind: VALIDATION, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, ORDER_STATE_CONFLICT, CONFLICT, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_IN_PROGRESS, RATE_LIMITED, UPSTREAM_FAILED, UNAVAILABLE, INTERNAL.`;

/** The router's own refusals (bad percent-encoding, a path parameter over 100 characters) answer `{ Message, code }` too. */
function routerError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void sendError(reply, tooLong ? 414 : 400, tooLong ? 'A path parameter is too long' : 'Malformed URL');
}

/** The whole server without listening: tests call `app.inject`. */
export async function buildApp(config: AppConfig, opts: BuildOptions) {
  // zod/mini brings no messages of its own: a check without one reads "<Label> is required" and the like.
  z.config({ ...en(), customError: readableError });
  // Readable quiet lines in a terminal, JSON otherwise (logging.ts); tests pass their own.
  const logging: AppLogging =
    opts.logger === undefined ? appLogging(config.logLevel) : { format: 'json', options: { logger: opts.logger } };
  const app = Fastify({
    ...logging.options,
    // Only a proxy we trust may say who the client is (rate limits count per client address).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Route parameters and query keys are case-sensitive, as in the spec.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerError,
  });
  registerRequestLines(app, logging);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realtime = await createRealtime(app.server, opts.database, {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    log: app.log,
  });
  app.addHook('preClose', async () => realtime.close());
  const deps: Deps = {
    // Queries and events of a request join its transaction (src/server/db/request-transaction.ts).
    db: requestScopedDb(opts.database.db),
    events: emittedAfterCommit(realtime.events, app.log),
    payments: opts.payments ?? manualRefunds,
    payouts: opts.payouts ?? payoutsFromEnv(process.env, app.log),
    aiTags: opts.aiTags ?? aiTaggerFromEnv(process.env),
    push: opts.push ?? pushFromEnv(process.env, app.log),
    sms: opts.sms ?? smsFromEnv(process.env, app.log),
    onlinePos: opts.onlinePos ?? onlinePosFromEnv(process.env, app.log),
    migration: opts.migration ?? migrationFromEnv(process.env, app.log),
    config,
    log: app.log,
    jobs: createJobQueue(opts.database.db, app.log),
    mailer: opts.mailer ?? mailerFromEnv(process.env, config.dataDir, app.log),
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
  await registerRateLimit(app, config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Restaurant back-office API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });

  registerSessionResolver(app, deps.db);
  registerIdempotency(app, deps.db, {
    leaseMs: config.idempotencyLeaseMs,
    singleProcess: opts.database.kind === 'pglite',
  });
  await app.register(
    async (api) => {
      registerErrorHandler(api);
      for (const register of AREA_ROUTES) register(api, deps);
    },
    { prefix: API_BASE },
  );
  // Durable jobs start once their handlers are registered, and stop before the app closes.
  registerJobs(deps);
  // The staff push keys exist from the first start, so a device can subscribe before any call.
  app.addHook('onReady', async () => void (await vapidDetails(deps)));
  if (opts.startJobs ?? true) app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('preClose', async () => deps.jobs.stop());
  registerUploadFiles(app, config, deps.db); // images from the database, on every node
  await registerWeb(app, config.webDir);

  // Idempotency keys live 72 hours (at least 48 are promised).
  const sweep = setInterval(
    () => void deleteExpiredIdempotencyKeys(deps.db).catch((err) => app.log.warn({ err }, 'idempotency sweep failed')),
    3_600_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { app, deps, realtime };
}
