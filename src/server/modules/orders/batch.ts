/**
 * A batch of order actions (the offline queue's call): applied one after another in one request, each exactly as its
 * single call would be, under its own Idempotency-Key: its own transaction with its system-log line and stored answer
 * (bind.ts `recordAnswer`), its own result. So one action's lost race is its result only, and a repeat of an action,
 * in a batch or alone, is answered as the first time.
 */
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { API_BASE } from '../../../contract/endpoint';
import { ERROR_CODES, MESSAGES } from '../../../contract/errors';
import { ORDER_ACTIONS } from '../../../contract/orders/constants';
import { orderActionRoutes } from '../../../contract/orders/routes';
import { orderActionSchemas, type orderBatchSchemas } from '../../../contract/orders/schemas';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/crud';
import { auditInTransaction } from '../../http/audit';
import { errorAnswer, forbidden, HttpError } from '../../http/errors';
import { mayDo, notPermittedMessage, type StaffPermission } from '../../../contract/roles';
import {
  abandonKey,
  claimKey,
  claimKeys,
  handlerFinished,
  recordAnswerInTransaction,
  releaseIdempotencyKey,
  settleKey,
} from '../../http/idempotency';
import type { SessionUser } from '../../http/session';
import { readForActions, type ActionSubject } from './action-read';
import { act } from './actions';
import { lineCancel } from './line-cancel';
import { lineDone, recall, stationDone } from './station-actions';

type Batch = (typeof orderBatchSchemas)['batch'];
type BatchedAction = z.infer<Batch['body']>['actions'][number];
type Result = z.infer<Batch['response']>['results'][number];
/** A refusal as the contract describes it (a field error always has its message). */
type ErrorAnswer = Exclude<Result['answer'], { data: unknown }>;

/**
 * The request as the idempotency keys and the system log read it, for one action of the batch: the single call it
 * stands for (method, path, body, summary). Everything else (user, address, logger) is the batch request's.
 */
function singleCall(req: FastifyRequest, item: BatchedAction): FastifyRequest {
  const route = orderActionRoutes[item.action];
  const url = `${API_BASE}${route.path}`;
  const own = (value: unknown) => ({ value, writable: true, enumerable: true });
  return Object.create(req, {
    method: own(route.method),
    url: own(url),
    body: own(item.body),
    params: own({}),
    query: own({}),
    routeOptions: own({ url, schema: { summary: orderActionSchemas[item.action].summary } }),
    idempotency: own(undefined),
    audited: own(undefined),
    lineInTransaction: own(undefined),
    idempotentAnswer: own(undefined),
  }) as FastifyRequest;
}

/** The status and answer the single call's error handler would give (src/server/http/error-handler.ts). */
function errorResult(req: FastifyRequest, err: unknown): { status: number; answer: ErrorAnswer } {
  if (err instanceof HttpError)
    return { status: err.statusCode, answer: errorAnswer(err.fields ?? err.message, err.code) as ErrorAnswer };
  req.log.error({ err }, 'an action of a batch failed');
  return { status: 500, answer: { Message: MESSAGES.serverError, code: ERROR_CODES.INTERNAL } };
}

/** Not tried, since an earlier action on its order was not applied: sent again later, after that one. */
const notTried = (key: string): Result => ({
  key,
  status: 409,
  replayed: false,
  answer: {
    Message: 'An earlier action on this order was not applied yet; send this one again after it',
    code: ERROR_CODES.IDEMPOTENCY_IN_PROGRESS,
  },
});

/** One action of a batch, as its single call does it. */
function actOn(
  deps: Deps,
  user: SessionUser,
  item: BatchedAction,
  device: string,
  recordAnswer: (tx: Tx, answer: unknown) => Promise<void>,
  batch: { effects: string[]; read?: ActionSubject },
) {
  switch (item.action) {
    case 'stationDone':
      return stationDone(deps, user, item.body, recordAnswer);
    case 'lineDone':
      return lineDone(deps, user, item.body, recordAnswer);
    case 'lineCancel':
      return lineCancel(deps, user, item.body, device, recordAnswer);
    case 'recall':
      return recall(deps, user, item.body, device, recordAnswer);
    default:
      return act(deps, user, item.action, item.body, device, recordAnswer, batch);
  }
}

/** The single call's checks (bind.ts): its roles, then the staff permission it needs (the own restaurant is checked by the action itself). */
function refusalOf(user: SessionUser, item: BatchedAction): HttpError | undefined {
  const route: { auth: readonly string[]; permission?: StaffPermission } = orderActionRoutes[item.action];
  if (!route.auth.includes(user.type)) return forbidden();
  if (route.permission && !mayDo(user.type, user.staffPermissions, route.permission))
    return forbidden(notPermittedMessage(route.permission));
  return undefined;
}

/**
 * The orders the batch's state-machine actions are about, read at once. Those with a single starting status only: a
 * refund (from in preparation or completed) reads its order right before it acts, so its event says where it came from.
 */
const preread = (deps: Deps, actions: BatchedAction[]) =>
  readForActions(deps.db, [
    ...new Set(actions.flatMap((a) => (a.action in ORDER_ACTIONS && a.action !== 'refund' ? [a.body.id] : []))),
  ]);

export async function applyBatch(
  deps: Deps,
  req: FastifyRequest,
  user: SessionUser,
  actions: BatchedAction[],
  device: string,
): Promise<{ results: Result[] }> {
  // Each action writes its own line in its own transaction; the batch itself is not a change of its own.
  req.audited = true;
  req.lineInTransaction = true;
  const store = req.server.idempotency;
  const results: Result[] = [];
  const effects: string[] = [];
  const calls = actions.map((item) => singleCall(req, item));
  const refusals = actions.map((item) => refusalOf(user, item));
  // The keys of the actions the user may do, claimed in one statement; a key seen before is looked at on its turn.
  const claimed = await claimKeys(
    store,
    calls.flatMap((call, i) => (refusals[i] ? [] : [{ req: call, key: actions[i]!.key }])),
  );
  /** The orders as they were before the batch, each taken by its first action (a later one reads what that left). */
  const reads = await preread(deps, actions);
  /** Orders with an action not applied for now: their later actions wait, so each order's actions keep their order. */
  const waiting = new Set<string>();
  try {
    for (const [i, item] of actions.entries()) {
      const call = calls[i]!;
      if (waiting.has(item.body.id)) {
        results.push(notTried(item.key));
        await abandonKey(store, call);
        continue;
      }
      const read = reads.get(item.body.id);
      reads.delete(item.body.id);
      try {
        const refusal = refusals[i];
        if (refusal) throw refusal;
        const replay = claimed.has(call) ? null : await claimKey(store, call, item.key);
        if (replay) {
          // What was stored is what the single call answered.
          const answer = replay.response as Result['answer'];
          results.push({ key: item.key, status: replay.statusCode, replayed: true, answer });
          continue;
        }
        const recordAnswer = async (tx: Tx, answer: unknown) => {
          await recordAnswerInTransaction(tx, call, 200, answer);
          await auditInTransaction(tx, call, 200, answer);
        };
        const answer = await actOn(deps, user, item, device, recordAnswer, { effects, read });
        handlerFinished(call);
        results.push({ key: item.key, status: 200, replayed: false, answer });
        await settleKey(store, call, 200, answer);
      } catch (err) {
        const { status, answer } = errorResult(call, err);
        results.push({ key: item.key, status, replayed: false, answer });
        if (status >= 500 || answer.code === ERROR_CODES.IDEMPOTENCY_IN_PROGRESS) waiting.add(item.body.id);
        await settleKey(store, call, status, answer).catch((e: unknown) =>
          req.log.warn({ err: e }, 'could not store the answer of a batched action'),
        );
      } finally {
        releaseIdempotencyKey(store, call);
      }
    }
  } finally {
    // Keys claimed for actions never reached (the batch failed on the way) are free again for the next try.
    for (const call of claimed)
      if (call.idempotency && store.inFlight.has(call.idempotency.claimId))
        await abandonKey(store, call).catch((e: unknown) => req.log.warn({ err: e }, 'could not free a batch key'));
  }
  // The tickets and messages of all its actions, once the answer is on its way (a single call runs its own before it
  // answers): they are jobs committed with each action, so what does not run now is run by the job queue.
  deps.jobs.runSoon(effects);
  return { results };
}
