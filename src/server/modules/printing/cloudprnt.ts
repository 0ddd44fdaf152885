/**
 * Star CloudPRNT (the printer polls the server; nothing reaches into the kitchen's network):
 * - `POST /api/cloudprnt` with `{ printerMAC, statusCode, … }`: the printer says it is alive; the answer says whether a
 *   job is ready (`jobReady`), its `mediaTypes` and a `jobToken`.
 * - `GET /api/cloudprnt?mac=…&type=text/plain&token=…`: the ticket, as text/plain. A job handed out is not handed out
 *   again (even when the printer polls twice) until it is confirmed or OFFER_TIMEOUT_MS pass without a confirmation.
 * - `DELETE /api/cloudprnt?mac=…&code=200%20OK&token=…`: the printer confirms; a code not starting with 2 puts the job back.
 * The printer's MAC address is the printer's serial in the Printers modal. A printer that stops polling shows offline.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, printers, printQueue, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { ticketText } from './ticket-text';

const CLOUDPRNT_PATH = '/cloudprnt';
/** A ticket handed out but not confirmed within this time is offered again. */
const OFFER_TIMEOUT_MS = 60_000;
const MEDIA_TYPES = ['text/plain'];

const macOf = (v: unknown) =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= 64 ? v.trim().toUpperCase() : null;

async function printerByMac(db: Deps['db'], mac: string) {
  const [row] = await db
    .select()
    .from(printers)
    .where(sql`upper(${printers.serial}) = ${mac}`)
    .limit(1);
  return row ?? null;
}

/** Waiting tickets of a printer that are not out with it right now. */
const available = (printerId: string, now: Date) =>
  and(
    eq(printQueue.printerId, printerId),
    isNull(printQueue.printedAt),
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

/** Hands one job out: a conditional update, so two polls at once cannot both get it. */
async function claim(db: Deps['db'], printerId: string, token: string | null, now: Date) {
  const id = token ?? (await nextJob(db, printerId, now))?.id;
  if (!id) return null;
  const [job] = await db
    .update(printQueue)
    .set({ offeredAt: now })
    .where(and(eq(printQueue.id, id), available(printerId, now)))
    .returning();
  return job ?? null;
}

async function ticketOf(db: Deps['db'], job: typeof printQueue.$inferSelect, printer: typeof printers.$inferSelect) {
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
  });
}

export function cloudPrntRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const hide = { schema: { hide: true } };

  app.post(CLOUDPRNT_PATH, hide, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const mac = macOf(body.printerMAC);
    if (!mac) return reply.status(400).send({ Message: 'printerMAC is required' });
    const now = new Date();
    const printer = await printerByMac(db, mac);
    if (!printer) return { jobReady: false };
    await db.update(printers).set({ lastPollAt: now }).where(eq(printers.id, printer.id));
    if (printer.status !== 'active') return { jobReady: false };
    const job = await nextJob(db, printer.id, now);
    return job ? { jobReady: true, mediaTypes: MEDIA_TYPES, jobToken: job.id } : { jobReady: false };
  });

  app.get(CLOUDPRNT_PATH, hide, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const mac = macOf(q.mac);
    if (!mac) return reply.status(400).send({ Message: 'mac is required' });
    if (q.type !== undefined && !MEDIA_TYPES.includes(String(q.type)))
      return reply.status(415).send({ Message: `Only ${MEDIA_TYPES.join(', ')}` });
    const printer = await printerByMac(db, mac);
    if (!printer || printer.status !== 'active') return reply.status(404).send({ Message: 'No job' });
    const now = new Date();
    await db.update(printers).set({ lastPollAt: now }).where(eq(printers.id, printer.id));
    const token = typeof q.token === 'string' && /^[0-9a-f]{24}$/.test(q.token) ? q.token : null;
    const job = await claim(db, printer.id, token, now);
    if (!job) return reply.status(404).send({ Message: 'No job' });
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('x-star-token', job.id)
      .send(await ticketOf(db, job, printer));
  });

  app.delete(CLOUDPRNT_PATH, hide, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const mac = macOf(q.mac);
    if (!mac) return reply.status(400).send({ Message: 'mac is required' });
    const printer = await printerByMac(db, mac);
    if (!printer) return reply.status(404).send({ Message: 'Unknown printer' });
    const now = new Date();
    await db.update(printers).set({ lastPollAt: now }).where(eq(printers.id, printer.id));
    const token = typeof q.token === 'string' && /^[0-9a-f]{24}$/.test(q.token) ? q.token : null;
    const code = typeof q.code === 'string' ? q.code : '200 OK';
    // Without a token: the job this printer has out (the oldest handed out and not confirmed).
    const where = and(
      eq(printQueue.printerId, printer.id),
      isNull(printQueue.printedAt),
      token ? eq(printQueue.id, token) : sql`${printQueue.offeredAt} is not null`,
    );
    const [job] = await db.select().from(printQueue).where(where).orderBy(asc(printQueue.offeredAt)).limit(1);
    if (!job) return { Message: 'Nothing to confirm' };
    if (code.startsWith('2')) await db.update(printQueue).set({ printedAt: now }).where(eq(printQueue.id, job.id));
    else await db.update(printQueue).set({ offeredAt: null }).where(eq(printQueue.id, job.id));
    return { Message: code.startsWith('2') ? 'Printed' : 'Will be offered again' };
  });
}
