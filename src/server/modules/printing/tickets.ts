import { and, asc, eq } from 'drizzle-orm';
import { fallbackPrinter, routeLines, type RouteTable } from '../../../contract/restaurant-config/printers/routing';
import {
  orders,
  posDevices,
  printers,
  printLayouts,
  printQueue,
  restaurants,
  type StoredOrderLine,
} from '../../db/schema';
import type { Deps } from '../../deps';

type Printer = typeof printers.$inferSelect;
type Layout = typeof printLayouts.$inferSelect;

type Device = typeof posDevices.$inferSelect;

/**
 * The layout that routes a restaurant's tickets: the one bound to the default POS device, else to any device, else the
 * first one made. `layouts` oldest first, `devices` oldest first.
 */
export function layoutInForce(layouts: Layout[], devices: Pick<Device, 'isDefault' | 'layouts'>[]): Layout | null {
  if (!layouts.length) return null;
  const ordered = [...devices.filter((d) => d.isDefault), ...devices.filter((d) => !d.isDefault)];
  for (const d of ordered)
    for (const id of d.layouts) {
      const found = layouts.find((l) => l.id === id);
      if (found) return found;
    }
  return layouts[0];
}

async function activeLayout(db: Pick<Deps['db'], 'select'>, restaurantId: string): Promise<Layout | null> {
  const layouts = await db
    .select()
    .from(printLayouts)
    .where(eq(printLayouts.restaurantId, restaurantId))
    .orderBy(asc(printLayouts.createdAt), asc(printLayouts.id));
  if (!layouts.length) return null;
  const devices = await db
    .select()
    .from(posDevices)
    .where(eq(posDevices.restaurantId, restaurantId))
    .orderBy(asc(posDevices.createdAt));
  return layoutInForce(layouts, devices);
}

/** A layout as the shared routing function reads it (src/contract/restaurant-config/printers/routing.ts). */
export const routeTable = (layout: Layout): RouteTable => ({
  defaultPrinter: layout.defaultPrinter,
  categories: layout.layout,
});

/**
 * What routes a restaurant's tickets now: its active printers (oldest first) and the layout in force, null when
 * routed printing is off or it has no layout (then everything goes to the default printer).
 */
export async function routingInForce(
  db: Pick<Deps['db'], 'select'>,
  restaurant: { id: string; routed: boolean },
): Promise<Routing> {
  const active = await db
    .select()
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurant.id), eq(printers.status, 'active')))
    .orderBy(asc(printers.createdAt), asc(printers.id));
  return { active, layout: restaurant.routed ? await activeLayout(db, restaurant.id) : null };
}

/** The kitchen tickets of an order as routing stands: one per printer, with its lines (null = the whole order). */
export async function planTickets(db: Deps['db'], order: typeof orders.$inferSelect): Promise<PlannedTicket[]> {
  const [restaurant] = await db
    .select({ id: restaurants.id, routed: restaurants.routed })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  return ticketsFor(order, await routingInForce(db, restaurant));
}

export type Routing = { active: Printer[]; layout: Layout | null };
type PlannedTicket = { printerId: string; lines: StoredOrderLine[] | null };

/** The kitchen tickets of an order under a restaurant's routing (`routingInForce`). */
export function ticketsFor(
  order: Pick<typeof orders.$inferSelect, 'lines'>,
  { active, layout }: Routing,
): PlannedTicket[] {
  const fallback = fallbackPrinter(active);
  if (!fallback) return [];
  const routed = layout
    ? [...routeLines(order.lines, routeTable(layout), active, fallback)]
    : [[fallback, null] as const];
  // A printer whose lines were all cancelled before the tickets print has nothing to make.
  return routed
    .filter(([, lines]) => !lines || lines.some((l) => l.qty > 0))
    .map(([printer, lines]) => ({ printerId: printer.id, lines }));
}

/**
 * Makes the print jobs of an order at once (a reprint): with routed printing one kitchen ticket per printer holding
 * the lines routed to it, else the whole ticket on the default printer. Inactive printers get nothing. Answers how
 * many tickets were queued. (The tickets of an accepted order are jobs of the order's change: order-hooks.ts.)
 */
export async function queueTickets(
  deps: Deps,
  orderId: string,
  reason: 'kitchen' | 'reprint' = 'kitchen',
): Promise<number> {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const tickets = await planTickets(db, order);
  if (tickets.length) await db.insert(printQueue).values(tickets.map((t) => ({ orderId: order.id, ...t, reason })));
  return tickets.length;
}
