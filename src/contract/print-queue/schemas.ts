import * as z from 'zod/mini';

/**
 * A receipt waiting for its printer (spec: _id, order.date, printer.printerName, printer.restaurant.Name,
 * order lines with qty, name, extras with description, attributes with description and subAttrs).
 */
export const printQueueItem = z.object({
  _id: z.string(),
  /** When it was queued. */
  queuedAt: z.string(),
  order: z.object({
    _id: z.string(),
    OrderId: z.int(),
    refNo: z.string(),
    date: z.string(),
    lines: z.array(
      z.object({
        qty: z.int(),
        name: z.string(),
        notes: z.string(),
        extras: z.array(z.object({ description: z.string() })),
        /** One entry per attribute group: its name, and the chosen options. */
        attributes: z.array(z.object({ description: z.string(), subAttrs: z.array(z.string()) })),
      }),
    ),
  }),
  /**
   * The printer could not print it (CloudPRNT DELETE with an error code): when (ISO) and the printer's code, e.g.
   * '511 Media decoding error'. Null while it waits for its printer. A failed receipt is not offered again.
   */
  failed: z.nullable(z.object({ at: z.string(), code: z.string() })),
  /** Null when its printer was removed; the restaurant is then the order's. */
  printer: z.object({
    _id: z.nullable(z.string()),
    printerName: z.string(),
    restaurant: z.object({ _id: z.string(), Name: z.string(), timezone: z.optional(z.string()) }),
  }),
});
export type PrintQueueItem = z.infer<typeof printQueueItem>;

export const printQueueSchemas = {
  fetch: {
    summary: 'Receipts not printed yet, oldest first (at most 200); those the printer could not print say so (failed)',
    response: z.object({ data: z.array(printQueueItem) }),
  },
};
