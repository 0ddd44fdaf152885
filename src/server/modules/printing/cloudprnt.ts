/**
 * Star CloudPRNT, as the Star CloudPRNT Protocol Guide describes it (the printer polls the server; nothing reaches into
 * the kitchen's network). Every request carries the printer's HTTP Basic credentials (cloudprnt-auth.ts):
 * - `POST /api/cloudprnt` `{ printerMAC, statusCode, … }` ("Polling the server (POST)"): the printer's status; the
 *   answer says whether a job is ready (`jobReady`), its `mediaTypes` and a `jobToken`. A poll with an error code
 *   (paper out, cover open) hands back the job the printer had, to be fetched again once it is back online.
 * - `GET /api/cloudprnt?mac=…&type=text/plain&token=…` ("Print job requests (GET)"): the ticket. GET has no side
 *   effect on what is printed: the same GET answers the same job until it is confirmed.
 * - `DELETE /api/cloudprnt?mac=…&code=…&token=…` ("Print job confirmation (DELETE)"): `OK` or any 2xx is printed;
 *   520 (download timeout) is offered again, up to MAX_DOWNLOAD_TIMEOUTS; any other code fails the job (not offered
 *   again; the Print queue and the kitchen say so), as Star's sample server clears every non-2xx except 520.
 * A ticket handed out and neither confirmed nor fetched again within OFFER_TIMEOUT_MS is offered again. Polls are
 * rate-limited per printer, refused requests per address. The MAC a request names must be the printer's serial.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasCharactersNotAllowed } from '../../../contract/common';
import { CLOUDPRNT_PATH } from '../../../contract/restaurant-config/printers/constants';
import { orders, printers, printQueue, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { sendError } from '../../http/errors';
import { sameSerial } from '../restaurant-config/printers';
import { macOfRequest, noteRejected, printerOfRequest, refuse } from './cloudprnt-auth';
import { isDownloadTimeout, isSuccess, parseStarCode, type StarCode } from './star-status';
import { ticketText } from './ticket-text';

export { CLOUDPRNT_PATH };
/** A ticket handed out but neither confirmed nor fetched again within this time is offered again. */
export const OFFER_TIMEOUT_MS = 60_000;
/** Downloads that may time out (520) before the job is failed instead of offered again. */
export const MAX_DOWNLOAD_TIMEOUTS = 5;
/** Requests a minute: per signed-in printer (a poll every 5 s plus a GET and DELETE per ticket in a rush fits), per address otherwise. */
export const PRINTER_REQUESTS_PER_MINUTE = 120;
export const REFUSED_REQUESTS_PER_MINUTE = 60;
const MEDIA_TYPES = ['text/plain'];
const MESSAGES = {
  wrongMac:
    "The MAC address is not this printer's serial: correct the serial in Printers, or enter this printer's own credentials",
  noMac: 'printerMAC is required',
  noStatus: 'statusCode is required',
  badStatus: 'statusCode contains characters that are not allowed',
  noQueryMac: 'mac is required',
  badCode: 'code must be a printer status code, e.g. OK, 200 OK or 511 Media decoding error',
} as const;

type Printer = typeof printers.$inferSelect;
type Job = typeof printQueue.$inferSelect;

/** Jobs still to print on the printer: neither printed nor failed. */
const open = (printerId: string) =>
  and(eq(printQueue.printerId, printerId), isNull(printQueue.printedAt), isNull(printQueue.failedAt));

/** Open jobs not out with the printer right now (never handed out, or not confirmed in time). */
const available = (printerId: string, now: Date) =>
  and(
    open(printerId),
    or(isNull(printQueue.offeredAt), lt(printQueue.offeredAt, new Date(now.getTime() - OFFER_TIMEOUT_MS))),
  );

async function nextJob(db: Deps['db'], printerId: string, now: Date) {
  const [job] = await db
    .select({ id: printQueue.id })
    .from(printQueue)
    .where(available(printerId, now))
    .orderBy(asc(printQueue.createdAt), asc(printQueue.id))
    .limit(1);
  return job ?? null;
}

const tokenOf = (v: unknown) => (typeof v === 'string' && /^[0-9a-f]{24}$/.test(v) ? v : null);

/**
 * The job a GET asks for. With a token: that job while it is open (fetched again, it stays this printer's). Without:
 * the job out with the printer, else the next one, handed out by a conditional update so two polls cannot both get it.
 */
async function jobForGet(db: Deps['db'], printerId: string, token: string | null, now: Date): Promise<Job | null> {
  if (token) {
    const [job] = await db
      .update(printQueue)
      .set({ offeredAt: now })
      .where(and(eq(printQueue.id, token), open(printerId)))
      .returning();
    return job ?? null;
  }
  const [out] = await db
    .select()
    .from(printQueue)
    .where(and(open(printerId), sql`${printQueue.offeredAt} >= ${new Date(now.getTime() - OFFER_TIMEOUT_MS)}`))
    .orderBy(asc(printQueue.offeredAt))
    .limit(1);
  if (out) return out;
  const next = await nextJob(db, printerId, now);
  if (!next) return null;
  const [job] = await db
    .update(printQueue)
    .set({ offeredAt: now })
    .where(and(eq(printQueue.id, next.id), available(printerId, now)))
    .returning();
  return job ?? null;
}

export async function ticketOf(db: Deps['db'], job: Job, printer: Printer) {
  const [row] = await db
    .select({ order: orders, restaurant: restaurants })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, job.orderId));
  const { order, restaurant } = row;
  return ticketText({
    restaurantName: restaurant.name,
    printerName: printer.name,
    language: printer.language,
    orderNumber: order.orderNumber,
    refNo: order.refNo,
    dineIn: order.dineIn,
    tablenumber: order.tablenumber,
    isParkTable: order.isParkTable,
    advanceOrderDate: order.advanceOrderDate,
    comment: order.comment,
    createdAt: order.createdAt,
    timezone: restaurant.timezone,
    lines: job.lines ?? order.lines,
    reprint: job.reason === 'reprint',
    cancelled: job.reason === 'cancel',
  });
}

/** What a DELETE's code does to the job: printed, offered again (520, up to a limit), or failed with the code. */
async function confirm(db: Deps['db'], job: Job, code: StarCode, now: Date) {
  const still = and(eq(printQueue.id, job.id), isNull(printQueue.printedAt), isNull(printQueue.failedAt));
  if (isSuccess(code)) {
    await db.update(printQueue).set({ printedAt: now }).where(still);
    return 'Printed';
  }
  if (isDownloadTimeout(code) && job.downloadTimeouts + 1 < MAX_DOWNLOAD_TIMEOUTS) {
    await db
      .update(printQueue)
      .set({ offeredAt: null, downloadTimeouts: sql`${printQueue.downloadTimeouts} + 1` })
      .where(still);
    return 'Will be offered again';
  }
  await db.update(printQueue).set({ failedAt: now, failCode: code.text, offeredAt: null }).where(still);
  return `Failed: ${code.text}`;
}

/** The signed-in printer of each request (set by the first pre-handler). */
const signedIn = new WeakMap<FastifyRequest, Printer>();

export function registerCloudPrntRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const limit = app.rateLimit({
    timeWindow: '1 minute',
    keyGenerator: (req) => {
      const printer = signedIn.get(req);
      return printer ? `cloudprnt:printer:${printer.id}` : `cloudprnt:refused:${req.ip}`;
    },
    max: async (req) => (signedIn.has(req) ? PRINTER_REQUESTS_PER_MINUTE : REFUSED_REQUESTS_PER_MINUTE),
  });
  const preHandler = [
    async (req: FastifyRequest) => {
      const printer = await printerOfRequest(db, req);
      if (printer) signedIn.set(req, printer);
    },
    limit,
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (signedIn.has(req)) return;
      noteRejected(deps, req, 'credentials');
      return refuse(reply);
    },
  ];
  const route = { schema: { hide: true }, preHandler };

  /** The signed-in printer, when the request names its MAC; else the request is answered (400 or 403) and null. */
  function printerNamedBy(req: FastifyRequest, reply: FastifyReply, missing: string): Printer | null {
    const printer = signedIn.get(req)!;
    const mac = macOfRequest(req);
    if (!mac) return (void sendError(reply, 400, missing), null);
    if (!sameSerial(mac, printer.serial)) {
      noteRejected(deps, req, 'mac', mac);
      return (void sendError(reply, 403, MESSAGES.wrongMac), null);
    }
    return printer;
  }

  app.post(CLOUDPRNT_PATH, route, async (req, reply) => {
    const printer = printerNamedBy(req, reply, MESSAGES.noMac);
    if (!printer) return reply;
    const raw = (req.body as Record<string, unknown> | null)?.statusCode;
    if (typeof raw !== 'string' || !raw.trim()) return sendError(reply, 400, MESSAGES.noStatus);
    if (hasCharactersNotAllowed(raw)) return sendError(reply, 400, MESSAGES.badStatus);
    const status = parseStarCode(raw);
    const now = new Date();
    await db
      .update(printers)
      .set({ lastPollAt: now, statusCode: status?.text ?? raw.trim().slice(0, 100), reportedMac: printer.serial })
      .where(eq(printers.id, printer.id));
    // "A server can assume that the print is in progress after the GET, until a DELETE, or POST with error code":
    // the job it had is handed back, and fetched again when the printer is back online.
    if (status && !isSuccess(status))
      await db
        .update(printQueue)
        .set({ offeredAt: null })
        .where(and(open(printer.id), sql`${printQueue.offeredAt} is not null`));
    if (printer.status !== 'active') return { jobReady: false };
    const job = await nextJob(db, printer.id, now);
    return job ? { jobReady: true, mediaTypes: MEDIA_TYPES, jobToken: job.id } : { jobReady: false };
  });

  app.get(CLOUDPRNT_PATH, route, async (req, reply) => {
    const printer = printerNamedBy(req, reply, MESSAGES.noQueryMac);
    if (!printer) return reply;
    const q = req.query as Record<string, unknown>;
    if (q.type !== undefined && !MEDIA_TYPES.includes(String(q.type)))
      return sendError(reply, 415, `Only ${MEDIA_TYPES.join(', ')}`);
    if (printer.status !== 'active') return sendError(reply, 404, 'No job');
    const job = await jobForGet(db, printer.id, tokenOf(q.token), new Date());
    if (!job) return sendError(reply, 404, 'No job');
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('x-star-token', job.id)
      .send(await ticketOf(db, job, printer));
  });

  app.delete(CLOUDPRNT_PATH, route, async (req, reply) => {
    const printer = printerNamedBy(req, reply, MESSAGES.noQueryMac);
    if (!printer) return reply;
    const q = req.query as Record<string, unknown>;
    const code = parseStarCode(q.code);
    if (!code) return sendError(reply, 400, MESSAGES.badCode);
    const token = tokenOf(q.token);
    // Without a token (older firmware): the job this printer has out (the oldest handed out and not confirmed).
    const [job] = await db
      .select()
      .from(printQueue)
      .where(and(open(printer.id), token ? eq(printQueue.id, token) : sql`${printQueue.offeredAt} is not null`))
      .orderBy(asc(printQueue.offeredAt))
      .limit(1);
    // A confirmation repeated after a lost answer ("Network Reliability and request retry") finds nothing left to do.
    if (!job) return { Message: 'Nothing to confirm' };
    return { Message: await confirm(db, job, code, new Date()) };
  });
}
