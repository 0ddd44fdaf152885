/**
 * What the Printers list and the kitchen's banner say about a printer: its state (from its last signed-in poll's Star
 * status code, its silence, or requests the server refused) and the tickets it could not print of orders still in the
 * kitchen. A failed ticket stops counting once the order leaves the kitchen or a later ticket of the same order printed
 * on the same printer ("Resend to kitchen").
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PRINTER_OFFLINE_AFTER_MS, type PrinterState } from '../../../contract/restaurant-config/printers/constants';
import type { FailedJobItem } from '../../../contract/restaurant-config/printers/schemas';
import { orders, printers, printQueue } from '../../db/schema';
import type { Deps } from '../../deps';
import { parseStarCode, stateOfCode } from './star-status';

type Row = typeof printers.$inferSelect;

/** A refused request is shown for this long (a printer polls every few seconds while it keeps being refused). */
export const REFUSAL_SHOWN_MS = 5 * 60_000;

export const isOnline = (r: Pick<Row, 'lastPollAt'>, now = Date.now()) =>
  !!r.lastPollAt && now - r.lastPollAt.getTime() < PRINTER_OFFLINE_AFTER_MS;

/** A printer that polls is as its status code says; one that does not is refused (recently), offline or never seen. */
export function printerState(r: Row, now = Date.now()): PrinterState {
  if (isOnline(r, now)) return stateOfCode(parseStarCode(r.statusCode));
  const refused =
    r.rejectedAt && now - r.rejectedAt.getTime() < REFUSAL_SHOWN_MS && (!r.lastPollAt || r.rejectedAt > r.lastPollAt);
  if (refused) return r.rejectedWhy === 'mac' ? 'wrongMac' : 'signInFailed';
  return r.lastPollAt ? 'offline' : 'neverConnected';
}

/** The failed tickets of these printers whose orders are still in the kitchen, by printer id, oldest first. */
export async function failedJobsOf(db: Deps['db'], printerIds: string[]): Promise<Map<string, FailedJobItem[]>> {
  const byPrinter = new Map<string, FailedJobItem[]>();
  if (!printerIds.length) return byPrinter;
  const later = sql`exists (select 1 from ${printQueue} as p2 where p2.order_id = ${printQueue.orderId}
    and p2.printer_id = ${printQueue.printerId} and p2.printed_at is not null and p2.created_at > ${printQueue.createdAt})`;
  const rows = await db
    .select({ job: printQueue, orderNumber: orders.orderNumber, refNo: orders.refNo })
    .from(printQueue)
    .innerJoin(orders, eq(orders.id, printQueue.orderId))
    .where(
      and(
        inArray(printQueue.printerId, printerIds),
        isNotNull(printQueue.failedAt),
        inArray(orders.status, ['pending', 'confirmed']),
        sql`not ${later}`,
      ),
    )
    .orderBy(asc(printQueue.failedAt), asc(printQueue.id))
    .limit(100);
  for (const { job, orderNumber, refNo } of rows) {
    const list = byPrinter.get(job.printerId!) ?? [];
    list.push({
      _id: job.id,
      order: { _id: job.orderId, OrderId: orderNumber, refNo },
      code: job.failCode ?? '',
      at: job.failedAt!.toISOString(),
    });
    byPrinter.set(job.printerId!, list);
  }
  return byPrinter;
}
