import { and, asc, eq } from 'drizzle-orm';
import { orders, posDevices, printers, printLayouts, printQueue, restaurants, type StoredOrderLine } from '../../db/schema';
import type { Deps } from '../../deps';

type Printer = typeof printers.$inferSelect;
type Layout = typeof printLayouts.$inferSelect;
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The layout that routes a restaurant's tickets: the one bound to the default POS device, else to any device, else the first one made. */
export async function activeLayout(db: Deps['db'], restaurantId: string): Promise<Layout | null> {
  const layouts = await db.select().from(printLayouts).where(eq(printLayouts.restaurantId, restaurantId)).orderBy(asc(printLayouts.createdAt), asc(printLayouts.id));
  if (!layouts.length) return null;
  const devices = await db.select().from(posDevices).where(eq(posDevices.restaurantId, restaurantId)).orderBy(asc(posDevices.createdAt));
  const ordered = [...devices.filter((d) => d.isDefault), ...devices.filter((d) => !d.isDefault)];
  for (const d of ordered) for (const id of d.layouts) {
    const found = layouts.find((l) => l.id === id);
    if (found) return found;
  }
  return layouts[0];
}

/** The printer each line goes to: the printer its category is routed to by the layout, else the layout's default printer. */
export function routeLines(lines: StoredOrderLine[], layout: Layout, active: Printer[], fallback: Printer): Map<Printer, StoredOrderLine[]> {
  const bySerial = (s: string) => (s ? active.find((p) => same(p.serial, s)) : undefined);
  const layoutDefault = bySerial(layout.defaultPrinter) ?? fallback;
  const out = new Map<Printer, StoredOrderLine[]>();
  for (const line of lines) {
    const entry = layout.layout.find((c) => c._id === line.categoryId);
    const printer = (entry && bySerial(entry.printer)) || layoutDefault;
    out.set(printer, [...(out.get(printer) ?? []), line]);
  }
  return out;
}

/**
 * Makes the print jobs of an order (when it is accepted, placed with autoaccept, or reprinted): with routed printing
 * one kitchen ticket per printer holding the lines routed to it, else the whole ticket on the default printer.
 * Inactive printers get nothing. Answers how many tickets were queued.
 */
export async function queueTickets(deps: Deps, orderId: string, reason: 'kitchen' | 'reprint' = 'kitchen'): Promise<number> {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId));
  const active = await db
    .select()
    .from(printers)
    .where(and(eq(printers.restaurantId, order.restaurantId), eq(printers.status, 'active')))
    .orderBy(asc(printers.createdAt), asc(printers.id));
  if (!active.length) return 0;
  const fallback = active.find((p) => p.isDefault) ?? active[0];
  const layout = restaurant.routed ? await activeLayout(db, restaurant.id) : null;
  const jobs = layout ? [...routeLines(order.lines, layout, active, fallback)] : [[fallback, null] as const];
  await db.insert(printQueue).values(jobs.map(([printer, lines]) => ({ orderId: order.id, printerId: printer.id, lines, reason })));
  return jobs.length;
}
