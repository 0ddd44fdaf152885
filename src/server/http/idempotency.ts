import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Tx } from '../db/crud';
import { idempotencyKeys } from '../db/schema';
import { ERROR_CODES } from '../../contract/errors';
import { HttpError } from './errors';
import { claimStatement } from './idempotency-claim';
import { COMMITTED, replayerOf, type CommittedRef } from './committed-replay';

/** Keys are kept at least this long (the API promises at least 48 hours). */
const IDEMPOTENCY_TTL_MS = 72 * 3_600_000;
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 200 visible characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed; try again shortly',
} as const;

/** This server process. An in-progress key names the process working on it (`holder`). */
export const PROCESS_NODE = `node-${process.pid}-${randomBytes(4).toString('hex')}`;

export interface IdempotencyOptions {
  /** How long a claim lasts unless renewed; a request in progress renews it every third of this. */
  leaseMs: number;
  /** One server process owns the database (embedded PGlite): a key held by another process is dead. */
  singleProcess: boolean;
}

/** The keys of one database: their options, and the claims of requests this process is working on. */
export interface IdempotencyStore extends IdempotencyOptions {
  db: Db;
  /** claimId → key, while the request runs. */
  inFlight: Map<string, { owner: string; key: string }>;
  /** Extends the leases of the requests in flight (runs on a timer). */
  renewLeases(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: {
      owner: string;
      key: string;
      claimId: string;
      replayed: boolean;
      /** The answer was stored in the work's transaction (`recordAnswerInTransaction`), and the handler then finished. */
      recorded?: 'in-transaction' | 'committed';
      /** The work's transaction bound the key to its record (`keyBinding`): the answer sent replaces the binding. */
      boundToRecord?: boolean;
    };
    /** What of this request's answer is kept for replays, when not all of it may be (an answer with a one-time secret). */
    idempotentAnswer?: (answer: unknown) => unknown;
  }
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
}

export function createIdempotencyStore(db: Db, opts: IdempotencyOptions): IdempotencyStore {
  const inFlight = new Map<string, { owner: string; key: string }>();
  return {
    db,
    ...opts,
    inFlight,
    async renewLeases() {
      const claims = [...inFlight.keys()];
      if (!claims.length) return;
      await db
        .update(idempotencyKeys)
        .set({ leaseUntil: new Date(Date.now() + opts.leaseMs) })
        .where(and(inArray(idempotencyKeys.claimId, claims), isNull(idempotencyKeys.statusCode)));
    },
  };
}

/** Makes the keys known to every route (`app.idempotency`) and keeps the leases of requests in flight alive. */
export function registerIdempotency(app: FastifyInstance, db: Db, opts: IdempotencyOptions) {
  const store = createIdempotencyStore(db, opts);
  app.decorate('idempotency', store);
  const renew = setInterval(
    () => void store.renewLeases().catch((err) => app.log.warn({ err }, 'renewing idempotency leases failed')),
    Math.max(250, Math.floor(opts.leaseMs / 3)),
  );
  renew.unref();
  app.addHook('onClose', async () => clearInterval(renew));
  return store;
}

/** What a key is bound to: the method, the URL and the (validated) body of its first request. */
export const idempotencyRequestHash = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([method, url, body ?? null]))
    .digest('hex');
const requestHash = (req: FastifyRequest) => idempotencyRequestHash(req.method, req.url, req.body);

const keyOf = (owner: string, key: string) => and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

type KeyRow = typeof idempotencyKeys.$inferSelect;

const validKey = (key: string | undefined): key is string => !!key && key.length <= 200 && /^[\x21-\x7e]+$/.test(key);
const ownerOf = (req: FastifyRequest) => req.user?.id ?? `anon:${req.ip}`;
const newClaim = () => ({ holder: PROCESS_NODE, claimId: randomBytes(12).toString('hex') });

/** When the claim of an in-progress key ends (a key without a lease: one lease from its creation). */
const leaseEnd = (store: IdempotencyStore, row: KeyRow) =>
  row.leaseUntil ?? new Date(row.createdAt.getTime() + store.leaseMs);

/** Whether the request holding an in-progress key may still be working on it. */
function holderAlive(store: IdempotencyStore, row: KeyRow, now: Date) {
  if (store.singleProcess && row.holder !== PROCESS_NODE) return false;
  return leaseEnd(store, row) > now;
}

function hold(store: IdempotencyStore, req: FastifyRequest, owner: string, key: string, claimId: string) {
  req.idempotency = { owner, key, claimId, replayed: false };
  store.inFlight.set(claimId, { owner, key });
}

/** The same request (its key) is still being processed: the client sends it again later. */
const inProgress = (status: 409 | 503) =>
  new HttpError(status, IDEMPOTENCY_MESSAGES.inProgress, undefined, ERROR_CODES.IDEMPOTENCY_IN_PROGRESS);

function stillInProgress(store: IdempotencyStore, reply: FastifyReply | undefined, row: KeyRow | undefined, now: Date) {
  const ms = row ? leaseEnd(store, row).getTime() - now.getTime() : 1000;
  void reply?.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
  return inProgress(409);
}

/**
 * Before the handler: the first request with a key claims it for a lease; a repeat with the same body gets the first
 * answer again without the work being done twice; a repeat with another body is refused (422). A repeat while the
 * first is still in progress gets 409 (with Retry-After); once the first request is dead (its lease ran out, or its
 * process is known gone), the repeat takes the key over and does the work.
 */
export async function claimIdempotencyKey(
  store: IdempotencyStore,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return false;
  const replay = await claimKey(store, req, Array.isArray(header) ? header[0] : header, reply);
  if (!replay) return false;
  await reply.status(replay.statusCode).header('idempotent-replayed', 'true').send(replay.response);
  return true;
}

/**
 * Claims `key` for `req` as `claimIdempotencyKey` does, for a request whose key is not its header (an action of a
 * batch, as the single call it stands for). Answers the first answer when the key was answered before, else null (the
 * key is now the request's). Throws the 400, 409 and 422 answers.
 */
export async function claimKey(
  store: IdempotencyStore,
  req: FastifyRequest,
  key: string | undefined,
  reply?: FastifyReply,
): Promise<{ statusCode: number; response: unknown } | null> {
  if (!validKey(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey);
  const { db } = store;
  const owner = ownerOf(req);
  const bodyHash = requestHash(req);
  const now = new Date();
  const claim = newClaim();
  const leaseUntil = new Date(now.getTime() + store.leaseMs);
  const claimed = await claimStatement(db).execute({
    owner,
    key,
    method: req.method,
    path: req.url,
    bodyHash,
    ...claim,
    leaseUntil,
  });
  if (claimed.length) {
    hold(store, req, owner, key, claim.claimId);
    return null;
  }
  const [first] = await db.select().from(idempotencyKeys).where(keyOf(owner, key));
  if (!first) throw stillInProgress(store, reply, undefined, now);
  if (first.bodyHash !== bodyHash)
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused, undefined, ERROR_CODES.IDEMPOTENCY_KEY_REUSED);
  if (first.statusCode === null) {
    if (holderAlive(store, first, now)) throw stillInProgress(store, reply, first, now);
    // A conditional update: of two retries taking over the same dead key, one wins; the other is told to wait.
    const taken = await db
      .update(idempotencyKeys)
      .set({ ...claim, leaseUntil })
      .where(
        and(
          keyOf(owner, key),
          isNull(idempotencyKeys.statusCode),
          first.claimId === null ? isNull(idempotencyKeys.claimId) : eq(idempotencyKeys.claimId, first.claimId),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!taken.length) throw stillInProgress(store, reply, undefined, now);
    req.log.info({ key, deadHolder: first.holder }, 'idempotency key taken over from a request that died');
    hold(store, req, owner, key, claim.claimId);
    return null;
  }
  req.idempotency = { owner, key, claimId: first.claimId ?? '', replayed: true };
  return { statusCode: first.statusCode, response: await resolveCommitted(db, first, keyOf(owner, key)) };
}

/**
 * Claims the keys of several requests in one statement (the actions of a batch, each as the single call it stands
 * for) and answers the requests whose key it claimed: those now hold it as `claimKey` would have them. The others (a
 * key seen before, an invalid one, a key twice in the list) are left to `claimKey`, which tells what became of them.
 */
export async function claimKeys(
  store: IdempotencyStore,
  calls: { req: FastifyRequest; key: string }[],
): Promise<Set<FastifyRequest>> {
  const seen = new Set<string>();
  const fresh = calls.filter(({ req, key }) => {
    const id = `${ownerOf(req)} ${key}`;
    if (!validKey(key) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  if (!fresh.length) return new Set();
  const leaseUntil = new Date(Date.now() + store.leaseMs);
  const rows = fresh.map(({ req, key }) => ({
    owner: ownerOf(req),
    key,
    method: req.method,
    path: req.url,
    bodyHash: requestHash(req),
    ...newClaim(),
    leaseUntil,
  }));
  const claimed = await store.db
    .insert(idempotencyKeys)
    .values(rows)
    .onConflictDoNothing()
    .returning({ claimId: idempotencyKeys.claimId });
  const won = new Set(claimed.map((c) => c.claimId));
  const holders = new Set<FastifyRequest>();
  rows.forEach((row, i) => {
    if (!won.has(row.claimId)) return;
    hold(store, fresh[i]!.req, row.owner, row.key, row.claimId);
    holders.add(fresh[i]!.req);
  });
  return holders;
}

/** Frees a key claimed for work that was not done after all: the next request with it does the work. */
export async function abandonKey(store: IdempotencyStore, req: FastifyRequest) {
  const idem = req.idempotency;
  if (!idem || idem.replayed || idem.recorded) return;
  releaseIdempotencyKey(store, req);
  req.idempotency = undefined;
  await store.db
    .delete(idempotencyKeys)
    .where(
      and(keyOf(idem.owner, idem.key), eq(idempotencyKeys.claimId, idem.claimId), isNull(idempotencyKeys.statusCode)),
    );
}

/**
 * The update that stores the request's answer with the work (the request holds its key), not yet sent: for a statement
 * that writes it with other rows (a CTE). `confirm` takes the number of keys it updated: none means the request no
 * longer holds its key (it was taken for dead and taken over), and it throws so the transaction rolls back. Null when
 * there is nothing to store (no key, or a replay).
 */
export function answerUpdate(tx: Tx, req: FastifyRequest | undefined, statusCode: number, response: unknown) {
  const idem = req?.idempotency;
  if (!idem || idem.replayed) return null;
  return {
    update: tx
      .update(idempotencyKeys)
      .set({ statusCode, response })
      .where(
        and(keyOf(idem.owner, idem.key), eq(idempotencyKeys.claimId, idem.claimId), isNull(idempotencyKeys.statusCode)),
      )
      .returning({ key: idempotencyKeys.key }),
    confirm(updated: number) {
      if (!updated) throw inProgress(409);
      idem.recorded = 'in-transaction';
    },
  };
}

/**
 * Inside the work's transaction: stores the request's answer (if it has a key) with the work, so that a retry after a
 * crash or a failure past the commit replays it, and a retry after a rollback does the work. When the request no
 * longer holds its key (it was taken for dead and taken over), this throws and the transaction rolls back.
 */
export async function recordAnswerInTransaction(
  tx: Tx,
  req: FastifyRequest | undefined,
  statusCode: number,
  response: unknown,
) {
  const kept = req?.idempotentAnswer ? req.idempotentAnswer(response) : response;
  const recording = answerUpdate(tx, req, statusCode, kept);
  if (recording) recording.confirm((await recording.update).length);
}

/**
 * The handler finished without an error: an answer it stored in its transaction was committed (a transaction that
 * rolls back throws out of the handler), so nothing is left for `storeIdempotentAnswer` to write.
 */
export function handlerFinished(req: FastifyRequest) {
  if (req.idempotency?.recorded) req.idempotency.recorded = 'committed';
}

/**
 * `answerUpdate` binding the request's key to the record being committed (its replay builds the answer), for the
 * work's transaction.
 */
export function keyBinding(tx: Tx, req: FastifyRequest | undefined, statusCode: number, ref: CommittedRef) {
  const update = answerUpdate(tx, req, statusCode, { [COMMITTED]: ref });
  if (update && req?.idempotency) req.idempotency.boundToRecord = true;
  return update;
}

async function resolveCommitted(db: Db, first: { response: unknown }, where: ReturnType<typeof and>) {
  const ref = (first.response as Record<string, CommittedRef> | null)?.[COMMITTED];
  const replay = ref && replayerOf(db, ref.kind);
  if (!ref || !replay) return first.response;
  const response = await replay(ref.id).catch(() => {
    throw inProgress(503);
  });
  await db.update(idempotencyKeys).set({ response }).where(where);
  return response;
}

/** The request is over: its lease is no longer renewed. */
export function releaseIdempotencyKey(store: IdempotencyStore, req: FastifyRequest) {
  const idem = req.idempotency;
  if (idem && !idem.replayed) store.inFlight.delete(idem.claimId);
}

/**
 * After the handler: keeps the answer for replays (unless the handler stored it in its committed transaction); a 5xx frees the
 * key so the client may try again (unless the work committed). Only the request's own claim is touched: a request
 * that was taken for dead and taken over changes nothing.
 */
export async function storeIdempotentAnswer(
  store: IdempotencyStore,
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const idem = req.idempotency;
  // An answer committed with the work needs no parsing: only the lease is released.
  if (idem?.recorded === 'committed' && !idem.replayed && !idem.boundToRecord) return releaseIdempotencyKey(store, req);
  let response: unknown = null;
  try {
    response = typeof payload === 'string' ? JSON.parse(payload) : null;
  } catch {
    response = null;
  }
  if (idem?.recorded === 'committed' && idem.boundToRecord && !idem.replayed)
    return keepFirstAnswer(store, req, reply.statusCode, response);
  await settleKey(store, req, reply.statusCode, response);
}

/**
 * A key bound to its committed record (a placement) keeps the answer as first sent, so a replay answers that, not the
 * record as it is by then (an order declined since). Until this runs, a replay builds the answer from the record.
 */
async function keepFirstAnswer(store: IdempotencyStore, req: FastifyRequest, statusCode: number, response: unknown) {
  const idem = req.idempotency!;
  releaseIdempotencyKey(store, req);
  if (statusCode >= 500 || response === null) return;
  await store.db
    .update(idempotencyKeys)
    .set({ response })
    .where(and(keyOf(idem.owner, idem.key), eq(idempotencyKeys.claimId, idem.claimId)));
}

/** `storeIdempotentAnswer` with the answer as sent (`response`, parsed). */
export async function settleKey(store: IdempotencyStore, req: FastifyRequest, statusCode: number, response: unknown) {
  const idem = req.idempotency;
  if (!idem || idem.replayed) return;
  releaseIdempotencyKey(store, req);
  if (idem.recorded === 'committed') return;
  const where = and(
    keyOf(idem.owner, idem.key),
    eq(idempotencyKeys.claimId, idem.claimId),
    isNull(idempotencyKeys.statusCode),
  );
  if (statusCode >= 500) {
    await store.db.delete(idempotencyKeys).where(where);
    return;
  }
  const kept = req.idempotentAnswer ? req.idempotentAnswer(response) : response;
  await store.db.update(idempotencyKeys).set({ statusCode, response: kept }).where(where);
}

export async function deleteExpiredIdempotencyKeys(db: Db) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}
