/**
 * Which printer an order line goes to (routed printing), decided the same way by the server when it makes
 * the kitchen tickets and by the kitchen dashboard when it shows one station. Pure, without dependencies, so the
 * kitchen's screen can use it without weight.
 */

/** The routing in force: the layout's default printer and its category → printer map, by printer serial. */
export interface RouteTable {
  /** Serial of the layout's default printer ('' when none). */
  defaultPrinter: string;
  /** Per category id (`_id`): the serial of the printer its lines go to ('' = the layout's default printer). */
  categories: readonly { _id: string; printer: string }[];
}

interface RoutablePrinter {
  serial: string;
  isDefault: boolean;
}

export const sameSerial = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The restaurant's default printer among the active ones, else the first active one; undefined without any. */
export const fallbackPrinter = <P extends RoutablePrinter>(active: readonly P[]): P | undefined =>
  active.find((p) => p.isDefault) ?? active[0];

/**
 * The printer a line of this category goes to: the printer its category is routed to by the layout, else the layout's
 * default printer, else `fallback` (the restaurant's default printer). Only active printers count: a route naming a
 * printer that is not active falls through. Without a table (routed printing off, or no layout) every line goes to
 * `fallback`.
 */
export function printerFor<P extends RoutablePrinter>(
  categoryId: string | null,
  table: RouteTable | null,
  active: readonly P[],
  fallback: P,
): P {
  if (!table) return fallback;
  const bySerial = (s: string) => (s ? active.find((p) => sameSerial(p.serial, s)) : undefined);
  const entry = categoryId ? table.categories.find((c) => c._id === categoryId) : undefined;
  return (entry && bySerial(entry.printer)) || bySerial(table.defaultPrinter) || fallback;
}

/** The lines grouped by the printer they go to, in the order the lines come. */
export function routeLines<L extends { categoryId: string | null }, P extends RoutablePrinter>(
  lines: readonly L[],
  table: RouteTable | null,
  active: readonly P[],
  fallback: P,
): Map<P, L[]> {
  const out = new Map<P, L[]>();
  for (const line of lines) {
    const printer = printerFor(line.categoryId, table, active, fallback);
    out.set(printer, [...(out.get(printer) ?? []), line]);
  }
  return out;
}
