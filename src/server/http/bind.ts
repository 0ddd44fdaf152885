import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '../../contract/endpoint';
import type { EndpointSchemas, Route, SchemasOf } from '../../contract/route';
import { MESSAGES } from '../../contract/errors';
import { errorMessage, fieldErrorsOrMessage } from '../../contract/error-answers';
import { isStaff, mayDo, notPermittedMessage } from '../../contract/roles';
import type { Db } from '../db/client';
import { restaurants } from '../db/schema';
import { forbidden, notFound, unauthorized } from './errors';
import type { Tx } from '../db/crud';
import { inRequestTransaction } from '../db/request-transaction';
import { auditAfterOutsideCall, auditInTransaction } from './audit';
import {
  claimIdempotencyKey,
  handlerFinished,
  recordAnswerInTransaction,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency';
import { emptyMeansAbsent } from './lenient-query';
import { crashPoint } from '../crash-points';
import { Serialized } from './serialized';
import { bearerToken, userForToken, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    db: Db;
  }
}

export interface HandlerContext<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** Present on every endpoint that is not public. */
  user: E['auth'] extends 'public' ? SessionUser | null : SessionUser;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * Stores the answer under the request's Idempotency-Key (if it has one), and the request's system-log line, inside
   * the transaction of the work, so a retry replays it exactly when the work committed and the change is never saved
   * without its line. Call it last in the transaction, with the answer to be sent (`ownTransaction` handlers).
   */
  recordAnswer(tx: Tx, answer: ResponseOf<E>): Promise<void>;
}

/** A handler answers the contract's response, or that answer already checked and serialized (`Serialized.of`). */
export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E>,
) => Promise<ResponseOf<E> | Serialized<ResponseOf<E>>>;

export interface BindOptions {
  /** Per-route rate limit (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: string | number; keyGenerator?: (req: FastifyRequest) => string };
  /** Largest request body in bytes, when the route needs more than the app's 1 MB (uploads). */
  bodyLimit?: number;
  /**
   * A POST, PUT or DELETE runs in the request's transaction with its system-log line (`inRequestTransaction`), unless
   * its handler commits its own (so that no transaction is held open while an outside service answers): it then
   * calls `recordAnswer` in its last transaction, the one with the effect's last write, so the line commits with the
   * effect. Under test, such a handler that answers without having done so fails the request (500); elsewhere the
   * line is written after it, with an error in the log.
   */
  ownTransaction?: boolean;
  /**
   * Instead of `ownTransaction`, for a handler whose effect ends with an outside call and no database write after it
   * (a mail, an AI suggestion, a copy sent to another platform), so there is no transaction of the effect for its line
   * to join: bind writes the line in a transaction of its own once the handler answered (`auditAfterOutsideCall`). A
   * crash between the call and that line leaves the call without its line.
   */
  lineAfterOutsideCall?: boolean;
  /**
   * For a body-scoped route whose clients may leave the restaurant out (the spec's `DELETE /menu/delete {id}`): the
   * restaurants of the records the body names. See `fillRestaurant`.
   */
  restaurantFrom?: RestaurantFrom;
  /** The spec's clients send this call without a payload: a request without a body reads as `{}`. */
  bodyMayBeAbsent?: boolean;
}

async function absentBodyIsEmpty(req: FastifyRequest) {
  if (req.body === undefined || req.body === null) req.body = {};
}

/** The restaurants of the records a request body names (none when it names no known record). */
export type RestaurantFrom = (db: Db, body: Record<string, unknown>) => Promise<string[]>;

/**
 * Before validation, a body that does not name its restaurant is given the one of the records it names; when it
 * names no known record, a restaurant user's own. Records of several restaurants are refused: one change is about one
 * restaurant. The own-restaurant check then runs as for any request.
 */
function fillRestaurant(db: Db, scope: { in: string; key: string } | undefined, from: RestaurantFrom) {
  if (scope?.in !== 'body') throw new Error('restaurantFrom needs a restaurant named in the body');
  return async (req: FastifyRequest) => {
    await absentBodyIsEmpty(req);
    const body = req.body as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body) || body[scope.key] !== undefined) return;
    const found = [...new Set(await from(db, body))];
    if (found.length > 1) throw forbidden(MESSAGES.severalRestaurants);
    const own = req.user && isStaff(req.user.type) ? req.user.restaurantId : undefined;
    const restaurant = found[0] ?? own;
    if (restaurant) body[scope.key] = restaurant;
  };
}

async function restaurantExists(db: Db, id: string) {
  return (await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id)).limit(1)).length > 0;
}

/** Makes the database known to every route, and resolves the bearer token of every request into `req.user` (null when absent or invalid). */
export function registerSessionResolver(app: FastifyInstance, db: Db) {
  app.decorate('db', db);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req.headers.authorization);
    req.user = token ? await userForToken(db, token) : null;
  });
}

/**
 * Registers one endpoint: its route (from the area's route table) joined with its schemas (from the area's schemas
 * table): validation, the OpenAPI description, the role check (401/403), the staff permission a restaurant user needs
 * (403 naming it) and, for restaurant staff, the own-restaurant check; every POST/PUT/DELETE honours an Idempotency-Key.
 *
 *   bind(app, ordersRoutes.accept, ordersSchemas.accept, ({ body, user }) => accept(deps, body, user));
 */
export function bind<R extends Route>(
  app: FastifyInstance,
  route: R,
  schemas: SchemasOf<R>,
  handler: Handler<R & SchemasOf<R>>,
  options?: BindOptions,
): void;
/** An endpoint written whole (route and schemas in one object). */
export function bind<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  options?: BindOptions,
): void;
export function bind(
  app: FastifyInstance,
  first: EndpointDef | Route,
  second: EndpointSchemas | Handler<EndpointDef>,
  third?: Handler<EndpointDef> | BindOptions,
  fourth?: BindOptions,
) {
  if (typeof second === 'function') bindEndpoint(app, first as EndpointDef, second, third as BindOptions | undefined);
  else bindEndpoint(app, { ...first, ...second }, third as Handler<EndpointDef>, fourth);
}

function bindEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  options: BindOptions = {},
) {
  const mutating = e.method !== 'GET';
  const roles = e.auth === 'public' ? null : e.auth;
  const status = e.status ?? 200;
  const errorStatuses = roles ? { 401: errorMessage, 403: fieldErrorsOrMessage } : { 403: fieldErrorsOrMessage };
  const routeOptions: RouteShorthandOptions = {
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  };
  const preValidation = [
    emptyMeansAbsent(e.query),
    options.bodyMayBeAbsent && absentBodyIsEmpty,
    options.restaurantFrom && fillRestaurant(app.db, e.restaurantScope, options.restaurantFrom),
  ].filter((hook) => !!hook);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions,
    ...(preValidation.length ? { preValidation } : {}),
    method: e.method,
    url: e.path,
    schema: {
      summary: e.summary,
      description: e.permission
        ? [e.description, `A RestaurantUser also needs their restaurant's '${e.permission}' staff permission.`]
            .filter(Boolean)
            .join('\n\n')
        : e.description,
      tags: [e.tag],
      security: roles ? [{ bearer: [] }] : [],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { [status]: e.response, ...errorStatuses },
    },
    // Runs before validation: an anonymous caller learns nothing about the body it must send.
    onRequest: async (req) => {
      if (!roles) return;
      if (!req.user) throw unauthorized();
      if (!roles.includes(req.user.type)) throw forbidden();
    },
    preHandler: async (req, reply) => {
      const scope = e.restaurantScope;
      if (scope && req.user) {
        const source = (scope.in === 'query' ? req.query : scope.in === 'params' ? req.params : req.body) as
          Record<string, unknown> | undefined;
        const restaurantId = source?.[scope.key];
        if (isStaff(req.user.type)) {
          if (restaurantId !== req.user.restaurantId) throw forbidden(MESSAGES.otherRestaurant);
        } else if (typeof restaurantId === 'string' && !(await restaurantExists(app.db, restaurantId))) {
          // A platform admin naming a restaurant that does not exist is told so, not shown an empty one.
          throw notFound('Restaurant not found');
        }
      }
      // Within their own restaurant, a restaurant user may do what its admin allowed users to do.
      if (e.permission && req.user && !mayDo(req.user.type, req.user.staffPermissions, e.permission))
        throw forbidden(notPermittedMessage(e.permission));
      // Every POST/PUT/DELETE honours an Idempotency-Key: a repeat is answered here, without the handler.
      if (mutating && (await claimIdempotencyKey(app.idempotency, req, reply))) return reply;
    },
    onSend: async (req, reply, payload) => {
      if (mutating) await storeIdempotentAnswer(app.idempotency, req, reply, payload);
      return payload;
    },
    onResponse: async (req) => {
      if (mutating) releaseIdempotencyKey(app.idempotency, req);
    },
    handler: async (req, reply) => {
      const run = () =>
        handler({
          params: req.params as ParamsOf<E>,
          query: req.query as QueryOf<E>,
          body: req.body as BodyOf<E>,
          user: req.user as HandlerContext<E>['user'],
          req,
          reply,
          recordAnswer: async (tx, answer) => {
            await recordAnswerInTransaction(tx, req, status, answer);
            await auditInTransaction(tx, req, status, answer);
          },
        });
      const ownTransaction = options.ownTransaction || options.lineAfterOutsideCall;
      // The change, its system-log line and its idempotent answer commit together: a crash right after the commit
      // leaves a key a retry replays, never a key that lets the work run twice.
      const result =
        mutating && !ownTransaction
          ? await inRequestTransaction(app.db, run, async (tx, answer) => {
              const json = answer instanceof Serialized ? answer.json() : answer;
              await auditInTransaction(tx, req, status, json);
              if (!req.idempotency?.recorded) await recordAnswerInTransaction(tx, req, status, json);
            })
          : await run();
      if (mutating && !ownTransaction) crashPoint('request:after-commit');
      if (mutating && ownTransaction) await lineOfOwnTransaction(app, req, status, result, options);
      handlerFinished(req);
      if (result instanceof Serialized)
        return reply.status(status).type('application/json; charset=utf-8').send(result.body);
      return reply.status(status).send(result);
    },
  });
}

/** Thrown (under test) when an `ownTransaction` handler answered without writing its line in its last transaction. */
export const LINE_NOT_IN_TRANSACTION =
  'this handler commits its own transactions but answered without calling recordAnswer in its last one';

/**
 * After an `ownTransaction` handler answered: its line was written in its last transaction (`recordAnswer`), or is
 * written now when the route declares its effect an outside call (`lineAfterOutsideCall`). A handler that did
 * neither breaks the promise that a change is saved with its line: under test the request fails, so the omission
 * cannot pass unnoticed; elsewhere the error is logged and the line written after all.
 */
async function lineOfOwnTransaction(
  app: FastifyInstance,
  req: FastifyRequest,
  status: number,
  result: unknown,
  options: BindOptions,
) {
  if (req.lineInTransaction) return;
  const answer = result instanceof Serialized ? result.json() : result;
  if (!options.lineAfterOutsideCall) {
    if (process.env.NODE_ENV === 'test') throw new Error(LINE_NOT_IN_TRANSACTION);
    req.log.error({ route: req.routeOptions.url }, LINE_NOT_IN_TRANSACTION);
  }
  await auditAfterOutsideCall(app.db, req, status, answer);
}
