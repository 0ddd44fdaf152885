/**
 * What each kitchen station has of an order and has finished: its lines (decided by the routing function that makes
 * the kitchen tickets) and the live marks of `order_station_marks` (a station's bump, lines crossed off).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Order, StationProgress } from '../../../contract/orders/schemas';
import { fallbackPrinter, printerFor, sameSerial } from '../../../contract/restaurant-config/printers/routing';
import type { Tx } from '../../db/crud';
import { orderStationMarks, restaurants, type StoredOrderLine } from '../../db/schema';
import { routeTable, routingInForce, type Routing } from '../printing/tickets';

type Printer = Routing['active'][number];
export interface StationPlan {
  printer: Printer;
  /** Indexes of the order's lines routed to this printer. */
  lines: number[];
  /** Those of them cancelled in full: still shown (struck through), no longer waited for. */
  cancelled: number[];
  /** When the last of those was cancelled (null without one). */
  cancelledAt: Date | null;
}
type Mark = Pick<typeof orderStationMarks.$inferSelect, 'orderId' | 'station' | 'line' | 'doneAt'>;
type PlannedLine = Pick<StoredOrderLine, 'categoryId'> &
  Partial<Pick<StoredOrderLine, 'qty' | 'cancelledQty' | 'cancelled'>>;

/** A line whose whole quantity was cancelled. */
export const fullyCancelled = (l: PlannedLine) => l.qty === 0 && !!l.cancelledQty;

/** The order's lines by the station they go to, stations in the order their first line comes. */
export function stationPlan(lines: readonly PlannedLine[], { active, layout }: Routing): StationPlan[] {
  const fallback = fallbackPrinter(active);
  if (!fallback) return [];
  const table = layout ? routeTable(layout) : null;
  const out = new Map<Printer, StationPlan>();
  lines.forEach((line, i) => {
    const printer = printerFor(line.categoryId, table, active, fallback);
    const plan = out.get(printer) ?? { printer, lines: [], cancelled: [], cancelledAt: null };
    plan.lines.push(i);
    if (fullyCancelled(line)) {
      plan.cancelled.push(i);
      const at = line.cancelled ? new Date(line.cancelled.at) : null;
      if (at && (!plan.cancelledAt || at > plan.cancelledAt)) plan.cancelledAt = at;
    }
    out.set(printer, plan);
  });
  return [...out.values()];
}

/** The active printer a `station` parameter names (its id, or its serial in any case). */
export const findPrinter = ({ active }: Routing, station: string): Printer | undefined =>
  active.find((p) => p.id === station) ?? active.find((p) => sameSerial(p.serial, station));

/**
 * The progress of one order from its plan and its live marks. Lines cancelled in full stay in `lines` and are not
 * waited for: a station is done when its other lines are (one with only cancelled lines, when they were), but they are
 * `done` only once the station bumps, so its screen keeps showing them struck through until then.
 */
export function progressOf(plan: StationPlan[], marks: readonly Mark[]): StationProgress[] {
  return plan.map(({ printer, lines, cancelled, cancelledAt }) => {
    const own = marks.filter((m) => m.station === printer.id);
    const bump = own.find((m) => m.line === null);
    const open = lines.filter((i) => !cancelled.includes(i));
    const crossed = own.filter((m) => m.line !== null && open.includes(m.line));
    const finished = open.filter((i) => crossed.some((m) => m.line === i));
    const last = crossed.reduce<Date | null>((at, m) => (!at || m.doneAt > at ? m.doneAt : at), cancelledAt);
    const doneAt = bump ? bump.doneAt : finished.length === open.length ? last : null;
    const done = bump ? lines : finished;
    return { station: printer.id, name: printer.name, lines, done, doneAt: doneAt?.toISOString() ?? null };
  });
}

/** The live (not recalled) marks of these orders. */
export async function liveMarks(db: Tx, orderIds: string[]): Promise<Mark[]> {
  if (!orderIds.length) return [];
  return db
    .select({
      orderId: orderStationMarks.orderId,
      station: orderStationMarks.station,
      line: orderStationMarks.line,
      doneAt: orderStationMarks.doneAt,
    })
    .from(orderStationMarks)
    .where(and(inArray(orderStationMarks.orderId, orderIds), isNull(orderStationMarks.recalledAt)));
}

/** Orders in preparation with their progress per station (`stations`); the others as they are. */
export async function withStations(db: Tx, list: Order[]): Promise<Order[]> {
  const open = list.filter((o) => o.status === 'confirmed');
  if (!open.length) return list;
  const restaurantIds = [...new Set(open.map((o) => o.restaurant._id))];
  const rows = await db
    .select({ id: restaurants.id, routed: restaurants.routed })
    .from(restaurants)
    .where(inArray(restaurants.id, restaurantIds));
  const routings = new Map(await Promise.all(rows.map(async (r) => [r.id, await routingInForce(db, r)] as const)));
  const marks = await liveMarks(
    db,
    open.map((o) => o._id),
  );
  return list.map((o) => {
    const routing = o.status === 'confirmed' ? routings.get(o.restaurant._id) : undefined;
    if (!routing) return o;
    const own = marks.filter((m) => m.orderId === o._id);
    return { ...o, stations: progressOf(stationPlan(o.lines, routing), own) };
  });
}

/** One order with its progress, from the routing already read (an action's), and its live marks when known. */
export async function oneWithStations(db: Tx, order: Order, routing: Routing, marks?: Mark[]): Promise<Order> {
  if (order.status !== 'confirmed') return order;
  const live = marks ?? (await liveMarks(db, [order._id]));
  return { ...order, stations: progressOf(stationPlan(order.lines, routing), live) };
}

/** Whether a restaurant's order has a live mark of the station (`line` null: its bump). */
export const markWhere = (orderId: string, station: string) =>
  and(
    eq(orderStationMarks.orderId, orderId),
    eq(orderStationMarks.station, station),
    isNull(orderStationMarks.recalledAt),
  );
