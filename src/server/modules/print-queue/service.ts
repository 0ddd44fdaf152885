import { asc, eq, isNull } from 'drizzle-orm';
import type { PrintQueueItem } from '../../../contract/print-queue/schemas';
import { orders, printers, printQueue, restaurants, type StoredOrderLine } from '../../db/schema';
import type { Deps } from '../../deps';

/** A stored line as the receipt shows it: extras as text, attributes grouped by their group name. */
function receiptLine(l: StoredOrderLine): PrintQueueItem['order']['lines'][number] {
  const groups = new Map<string, string[]>();
  for (const a of l.attributes) {
    const group = a.attributeName || 'Options';
    groups.set(group, [...(groups.get(group) ?? []), a.qty > 1 ? `${a.qty} × ${a.name}` : a.name]);
  }
  return {
    qty: l.qty,
    name: l.name,
    notes: l.notes,
    extras: l.extras.map((x) => ({ description: x.qty > 1 ? `${x.qty} × ${x.name}` : x.name })),
    attributes: [...groups].map(([description, subAttrs]) => ({ description, subAttrs })),
  };
}

/** Receipts not printed yet: print_queue ⋈ orders ⋈ restaurants ⟕ printers, oldest first. */
export async function listPrintQueue({ db }: Deps) {
  const rows = await db
    .select({
      item: printQueue,
      order: orders,
      printer: printers,
      restaurantName: restaurants.name,
      restaurantZone: restaurants.timezone,
    })
    .from(printQueue)
    .innerJoin(orders, eq(orders.id, printQueue.orderId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(printers, eq(printers.id, printQueue.printerId))
    .where(isNull(printQueue.printedAt))
    .orderBy(asc(printQueue.createdAt), asc(printQueue.id))
    .limit(200);
  const data: PrintQueueItem[] = rows.map(({ item, order, printer, restaurantName, restaurantZone }) => ({
    _id: item.id,
    queuedAt: item.createdAt.toISOString(),
    failed: item.failedAt ? { at: item.failedAt.toISOString(), code: item.failCode ?? '' } : null,
    order: {
      _id: order.id,
      OrderId: order.orderNumber,
      refNo: order.refNo,
      date: order.createdAt.toISOString(),
      lines: (item.lines ?? order.lines).map(receiptLine),
    }, // a routed ticket holds its own lines
    printer: {
      _id: printer?.id ?? null,
      printerName: printer?.name ?? 'No printer (removed)',
      restaurant: { _id: order.restaurantId, Name: restaurantName, timezone: restaurantZone },
    },
  }));
  return { data };
}
