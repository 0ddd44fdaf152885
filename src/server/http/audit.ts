/**
 * The system log (Logs page): who changed what, when. For every successful (status < 400) POST, PUT or DELETE of a
 * signed-in user, and every sign-in and logout, one `system_logs` row is written in the same transaction as the change
 * it records (`auditInTransaction`: bind's request transaction, or a handler's own through `recordAnswer`), so a change
 * is never saved without its line, and a line that cannot be written undoes the change (the request answers 500).
 * A handler whose effect ends with an outside call and no database write after it (bind's `lineAfterOutsideCall`) has
 * no transaction of the effect to join: its line is written once it has answered (`auditAfterOutsideCall`), and that
 * line never makes the request fail, since what it records is already done.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Tx } from '../db/crud';
import { restaurants, systemLogs } from '../db/schema';
import './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request's system-log line is written (or known not to be needed). */
    audited?: boolean;
    /**
     * Set when a transaction of the request's work took care of its line (wrote it, or found none due): bind checks it
     * after an `ownTransaction` handler answered.
     */
    lineInTransaction?: boolean;
    /** What the change did that the request does not say (a price's old value), for its line. */
    auditChanges?: Record<string, unknown>;
  }
}

/** Tells the request's system-log line something the request body does not hold, such as the price before an edit. */
export type NoteChange = (key: string, value: unknown) => void;

export const changeNoter =
  (req: FastifyRequest): NoteChange =>
  (key, value) => {
    req.auditChanges = { ...req.auditChanges, [key]: value };
  };

const MUTATING = new Set(['POST', 'PUT', 'DELETE']);
const SIGN_IN_PATHS = /\/(admin|restaurant)\/authenticate$/;
const LOGOUT_PATH = /\/admin\/logout$/;
/** POSTs of the spec that only read: nothing changed, nothing to record. */
const READ_ONLY_POSTS = /\/(mobile\/restaurant\/fetchspecific|statistics\/dealredeemed|statistics\/couponusage)$/;

/** Keys whose values are never written to the log. */
const SECRET_KEY = /pass(word)?|token|secret|authorization|api[-_]?key|^iban$|cardnumber|^cvc$|^cvv$/i;
const RESTAURANT_KEYS = ['restaurant', 'restaurantid', 'restaurantId', 'Restaurant'];
const MAX_TEXT = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;

/** A long run of base64 characters, or a data: URL: an uploaded image or file, not worth keeping. */
const looksLikeFile = (s: string) =>
  s.startsWith('data:') ||
  (s.length > 200 && /^[A-Za-z0-9+/=\r\n_-]+$/.test(s) && /[A-Z]/.test(s) && /[a-z]/.test(s) && /\d/.test(s));

/** The request as the log keeps it: without passwords, tokens or base64 images, and cut to a sane size. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (looksLikeFile(value)) return `[file, ${value.length} characters, not logged]`;
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => sanitize(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `[${value.length - MAX_ITEMS} more]`] : items;
  }
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[hidden]' : sanitize(v, depth + 1)]),
  );
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The record a request is about: an `id`-like field of its input, else the `_id` of what it answers. */
function recordIdOf(inputs: Record<string, unknown>[], answer: Record<string, unknown>): string | undefined {
  for (const input of inputs) {
    for (const [k, v] of Object.entries(input)) {
      if (
        typeof v === 'string' &&
        /^(_id|id|\w+id)$/i.test(k) &&
        !RESTAURANT_KEYS.includes(k) &&
        /^[0-9a-f]{24}$/i.test(v)
      )
        return v;
    }
  }
  const data = asRecord(answer.data);
  return typeof data._id === 'string' ? data._id : undefined;
}

function restaurantIdOf(inputs: Record<string, unknown>[], req: FastifyRequest): string | undefined {
  for (const input of inputs) {
    for (const k of RESTAURANT_KEYS)
      if (typeof input[k] === 'string' && /^[0-9a-f]{24}$/i.test(input[k] as string))
        return (input[k] as string).toLowerCase();
  }
  return req.user?.restaurantId ?? undefined;
}

/** A readable name of what was done: the route's summary without its notes, else method and path. */
function typeOf(req: FastifyRequest): string {
  const path = req.routeOptions.url ?? req.url.split('?')[0];
  if (SIGN_IN_PATHS.test(path)) return 'Sign in';
  if (LOGOUT_PATH.test(path)) return 'Logout';
  const summary = (req.routeOptions.schema as { summary?: string } | undefined)?.summary;
  const short = summary?.split(/ \(|; | — /)[0]?.trim();
  // A state change ('pending → confirmed') reads better as its message ('Order accepted').
  const message = summary && /→/.test(short ?? '') ? /\('([^']+)'\)/.exec(summary)?.[1]?.trim() : undefined;
  return message || short || `${req.method} ${path}`;
}

/** Whether a request with this answer status gets a line: a change (or sign-in) that succeeded, not a replay. */
function recorded(req: FastifyRequest, status: number) {
  if (req.audited || !MUTATING.has(req.method) || status >= 400 || req.idempotency?.replayed) return false;
  return !(req.method === 'POST' && READ_ONLY_POSTS.test(req.routeOptions.url ?? ''));
}

async function record(db: Tx, req: FastifyRequest, status: number, sent: Record<string, unknown>) {
  const path = req.routeOptions.url ?? req.url.split('?')[0];
  const signIn = SIGN_IN_PATHS.test(path);
  const answer = signIn || req.method === 'POST' ? sent : {};
  const email = signIn ? String(asRecord(answer.profile).Email ?? asRecord(req.body).email ?? '') : req.user?.email;
  if (!email) return;
  const inputs = [asRecord(req.params), asRecord(req.body), asRecord(req.query)];
  const restaurantId = signIn
    ? ((asRecord(answer.profile).Restaurant as string | null | undefined) ?? undefined)
    : restaurantIdOf(inputs, req);
  // Staff act on their own restaurant, whose name came with their session.
  const [restaurant] = !restaurantId
    ? []
    : restaurantId === req.user?.restaurantId && req.user.restaurantName !== null
      ? [{ name: req.user.restaurantName }]
      : await db.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, restaurantId));
  const others: Record<string, unknown> = {
    method: req.method,
    path: req.url.split('?')[0],
    status,
    ...(restaurantId ? { restaurant: { _id: restaurantId, Name: restaurant?.name ?? '' } } : {}),
    ...(signIn ? {} : { id: recordIdOf(inputs, answer) }),
    ...(req.auditChanges ? { changes: sanitize(req.auditChanges) } : {}),
    ...(req.body !== undefined && req.body !== null ? { body: sanitize(req.body) } : {}),
    ...(Object.keys(asRecord(req.query)).length ? { query: sanitize(req.query) } : {}),
    ip: req.ip,
  };
  await db
    .insert(systemLogs)
    .values({ email, type: typeOf(req), others: JSON.parse(JSON.stringify(others)) as Record<string, unknown> });
}

/**
 * Writes the request's line in the transaction of its change, with the answer about to be sent (once per request).
 * Throws when the line cannot be written, so the transaction, and the change with it, is rolled back.
 */
export async function auditInTransaction(tx: Tx, req: FastifyRequest, status: number, answer: unknown) {
  req.lineInTransaction = true;
  if (!recorded(req, status)) return;
  await record(tx, req, status, asRecord(answer));
  req.audited = true;
}

/**
 * The line of a request whose effect was an outside call with no database write after it (bind's
 * `lineAfterOutsideCall`), in a transaction of its own once the handler answered. It never makes the request fail:
 * what it records is already done, and a retry would do it again.
 */
export async function auditAfterOutsideCall(db: Db, req: FastifyRequest, status: number, answer: unknown) {
  if (!recorded(req, status)) return;
  try {
    await db.transaction((tx) => record(tx, req, status, asRecord(answer)));
    req.audited = true;
  } catch (err) {
    req.log.error({ err }, 'could not write the system log entry after the outside call; the request goes on');
  }
}
