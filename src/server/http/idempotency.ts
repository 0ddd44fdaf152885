import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

/** Keys are kept at least this long (DESIGN.md: at least 48 hours). */
export const IDEMPOTENCY_TTL_MS = 72 * 3_600_000;
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 200 visible characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed; try again shortly',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { owner: string; key: string; replayed: boolean };
    /** What of this request's answer is kept for replays, when not all of it may be (an answer with a one-time secret). */
    idempotentAnswer?: (answer: unknown) => unknown;
  }
}

const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([req.method, req.url, req.body ?? null]))
    .digest('hex');

/**
 * Before the handler: the first request with a key claims it; a repeat with the same body gets the first
 * answer again without the work being done twice; a repeat with another body is refused (422).
 */
export async function claimIdempotencyKey(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return false;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey);
  const owner = req.user?.id ?? `anon:${req.ip}`;
  const bodyHash = requestHash(req);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ owner, key, method: req.method, path: req.url, bodyHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) {
    req.idempotency = { owner, key, replayed: false };
    return false;
  }
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
  if (!first) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
  if (first.bodyHash !== bodyHash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
  if (first.statusCode === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
  req.idempotency = { owner, key, replayed: true };
  const response = await resolveCommitted(
    db,
    first,
    and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)),
  );
  await reply.status(first.statusCode).header('idempotent-replayed', 'true').send(response);
  return true;
}

// hardening (issue 11): a key bound inside the work's own transaction stays bound to what was committed, even when
// answering fails afterwards; its replay builds the answer from the committed record.
type CommittedRef = { kind: string; id: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const COMMITTED = '$committed';
type Replayer = (id: string) => Promise<unknown>;
/** Per database (one app's), so that apps in one process do not share their answers. */
const replayers = new WeakMap<Db, Map<string, Replayer>>();

/** How to answer a replay of work committed under a key whose answer was not stored (e.g. 'order' → the order). */
export function registerCommittedReplay(db: Db, kind: string, answer: Replayer) {
  if (!replayers.has(db)) replayers.set(db, new Map());
  replayers.get(db)!.set(kind, answer);
}

/**
 * Inside the work's transaction: binds the request's key (if any) to the record being committed, so that a failure
 * after the commit does not free the key. Call with the transaction, the answer's status and the record.
 */
export async function bindKeyToCommit(tx: Tx, req: FastifyRequest | undefined, statusCode: number, ref: CommittedRef) {
  const idem = req?.idempotency;
  if (!idem || idem.replayed) return;
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response: { [COMMITTED]: ref } })
    .where(and(eq(idempotencyKeys.owner, idem.owner), eq(idempotencyKeys.key, idem.key)));
}

async function resolveCommitted(db: Db, first: { response: unknown }, where: ReturnType<typeof and>) {
  const ref = (first.response as Record<string, CommittedRef> | null)?.[COMMITTED];
  const replay = ref && replayers.get(db)?.get(ref.kind);
  if (!ref || !replay) return first.response;
  const response = await replay(ref.id).catch(() => {
    throw new HttpError(503, IDEMPOTENCY_MESSAGES.inProgress);
  });
  await db.update(idempotencyKeys).set({ response }).where(where);
  return response;
}

/** After the handler: keeps the answer for replays; a 5xx frees the key so the client may try again (unless the work committed). */
export async function storeIdempotentAnswer(db: Db, req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const idem = req.idempotency;
  if (!idem || idem.replayed) return;
  const where = and(eq(idempotencyKeys.owner, idem.owner), eq(idempotencyKeys.key, idem.key));
  if (reply.statusCode >= 500) {
    // Only a key not bound to committed work (bindKeyToCommit) is freed.
    await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    return;
  }
  let response: unknown = null;
  try {
    response = typeof payload === 'string' ? JSON.parse(payload) : null;
  } catch {
    response = null;
  }
  if (req.idempotentAnswer) response = req.idempotentAnswer(response);
  await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where);
}

export async function deleteExpiredIdempotencyKeys(db: Db) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}
