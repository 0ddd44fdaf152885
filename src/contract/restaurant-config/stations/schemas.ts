import * as z from 'zod/mini';
import { objectId } from '../../common';

/** An active printer, i.e. a station a kitchen screen can show. */
export const stationItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The printer's MAC address, as the layouts name it. */
  serial: z.string(),
  /** The restaurant's default printer: it gets every line when routed printing is off. */
  isDefault: z.boolean(),
});
export type StationItem = z.infer<typeof stationItem>;

export const stationsAnswer = z.object({
  /** The restaurant's active printers, oldest first. */
  stations: z.array(stationItem),
  /** Routed printing (the Routed Printing switch of /restaurant-routing). */
  routed: z.boolean(),
  /** The layout in force (bound to the default POS device, else to any device, else the first); null when routed printing is off or there is no layout. */
  layout: z.nullable(
    z.object({
      _id: z.string(),
      name: z.string(),
      /** Serial of the printer that gets the lines of categories not routed elsewhere. */
      defaultPrinter: z.string(),
      /** Per category id: the serial of its printer ('' = the default printer). */
      categories: z.array(z.object({ _id: z.string(), category: z.string(), printer: z.string() })),
    }),
  ),
});
export type StationsAnswer = z.infer<typeof stationsAnswer>;

export const stationsSchemas = {
  fetch: {
    summary: "A restaurant's kitchen stations: its active printers and the routing in force",
    description:
      "For kitchen screens that show one station (`/orders-dashboard?station=<printer id>`): each order line goes to the printer its category is routed to by `layout`, else to the layout's default printer, else to the restaurant's default printer; with `routed` off (or no layout) every line goes to the default printer. The same rule makes the kitchen tickets.",
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: stationsAnswer }),
  },
};
