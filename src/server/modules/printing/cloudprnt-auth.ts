/**
 * How a CloudPRNT printer signs in: HTTP Basic authentication (RFC 7617), which Star's printers send with every request
 * once a user name and password are set in their CloudPRNT settings (Star CloudPRNT Protocol Guide, "Client Settings").
 * The user name is the printer's id, the password a random 128-bit secret shown once; the server keeps its SHA-256
 * (a hash is enough for a random secret of that size) and compares in constant time.
 *
 * A refused request looks the same whatever it names (401 with WWW-Authenticate): nothing tells whether a MAC address
 * or a printer id exists. The restaurant's admins are told, on the Printers list, that one of their printers is
 * polling without valid credentials, recorded after the answer is sent.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { printers } from '../../db/schema';
import { hasCharactersNotAllowed } from '../../../contract/common';
import { ERROR_CODES } from '../../../contract/errors';
import type { Deps } from '../../deps';
import { errorAnswer } from '../../http/errors';

type Printer = typeof printers.$inferSelect;

export const CLOUDPRNT_REALM = 'CloudPRNT';
export const UNAUTHORIZED_MESSAGE = "Sign in with the printer's CloudPRNT user name and password";
/** A refused request is noted on its printer at most this often (a printer with an old password polls every few seconds). */
const REJECTION_NOTE_EVERY_MS = 10_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new password (32 hex characters: easy to type into a printer's web settings) and the hash that is kept. */
export function newPrinterSecret() {
  const password = randomBytes(16).toString('hex');
  return { password, hash: hashSecret(password) };
}

/** The user and password of an `Authorization: Basic …` header, or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(header ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

const DUMMY_HASH = hashSecret('no printer has this password');

/** The printer whose credentials the request carries, or null. Unknown and known ids take the same path. */
export async function printerOfRequest(db: Deps['db'], req: FastifyRequest): Promise<Printer | null> {
  const creds = basicCredentials(req.headers.authorization);
  const id = creds && /^[0-9a-f]{24}$/.test(creds.user) ? creds.user : null;
  const [row] = id ? await db.select().from(printers).where(eq(printers.id, id)).limit(1) : [];
  const given = Buffer.from(hashSecret(creds?.password ?? ''), 'hex');
  const kept = Buffer.from(row?.secretHash ?? DUMMY_HASH, 'hex');
  return kept.length === given.length && timingSafeEqual(given, kept) && row ? row : null;
}

/** 401 with the Basic challenge: the same answer for every refused request. */
export function refuse(reply: FastifyReply) {
  return reply
    .status(401)
    .header('www-authenticate', `Basic realm="${CLOUDPRNT_REALM}", charset="UTF-8"`)
    .send(errorAnswer(UNAUTHORIZED_MESSAGE, ERROR_CODES.UNAUTHORIZED));
}

/** The MAC address a CloudPRNT request names: `printerMAC` of a poll's body, `mac` of a GET or DELETE. */
export function macOfRequest(req: FastifyRequest): string | null {
  const from =
    req.method === 'POST'
      ? (req.body as Record<string, unknown> | null)?.printerMAC
      : (req.query as Record<string, unknown>).mac;
  // Text with control characters or lone surrogates names no printer (and the database cannot compare it).
  return typeof from === 'string' && from.trim().length > 0 && from.length <= 64 && !hasCharactersNotAllowed(from)
    ? from.trim().toUpperCase()
    : null;
}

/**
 * Notes a refused request on the printer it names (by the user name it sent, else by its MAC address), so the
 * Printers list can say "Sign-in failed". Not awaited by the answer, and written at most every few seconds.
 */
export function noteRejected(deps: Deps, req: FastifyRequest, why: 'credentials' | 'mac', mac = macOfRequest(req)) {
  const user = basicCredentials(req.headers.authorization)?.user;
  const id = user && /^[0-9a-f]{24}$/.test(user) ? user : null;
  if (!id && !mac) return;
  const now = new Date();
  const named = id ? eq(printers.id, id) : sql`upper(${printers.serial}) = ${mac}`;
  void deps.db
    .update(printers)
    .set({ rejectedAt: now, rejectedWhy: why, ...(why === 'mac' ? { reportedMac: mac } : {}) })
    .where(
      and(
        named,
        or(isNull(printers.rejectedAt), lt(printers.rejectedAt, new Date(now.getTime() - REJECTION_NOTE_EVERY_MS))),
      ),
    )
    .catch((err: unknown) => deps.log.warn({ err }, 'cloudprnt: noting a refused request failed'));
}
