/** The speed-of-service report: how long tickets take, per kitchen station and per hour, against the prep-time targets. */
import * as z from 'zod/mini';
import { objectId } from '../common';
import { dateRangeErrors } from '../dates';
import { isoDate } from '../date-schemas';

/** restaurant, from, to (YYYY-MM-DD, the restaurant's days, both included; From not after To, To not after today). */
export const speedOfServiceQuery = z
  .object({ restaurant: objectId, from: isoDate("'From'"), to: isoDate("'To'") })
  .check(
    z.superRefine((q: { from: string; to: string }, ctx) => {
      const errors = dateRangeErrors(q.from, q.to);
      if (errors.from) ctx.addIssue({ code: 'custom', path: ['from'], message: errors.from });
      if (errors.to) ctx.addIssue({ code: 'custom', path: ['to'], message: errors.to });
    }),
  );

/** Median and 90th percentile of a set of ticket times, in whole seconds (0 when there is none). */
const timing = {
  tickets: z.int(),
  medianSeconds: z.number(),
  p90Seconds: z.number(),
};

export const speedOfServiceAnswer = z.object({
  /** Station bumps (placed → the station's bump), one row per station that bumped an order of the range. */
  stations: z.array(
    z.object({
      /** The printer's id (the station the routing gives each line). */
      station: z.string(),
      /** The printer's name (its id when the printer was deleted). */
      name: z.string(),
      ...timing,
      /** Bumps that came later than the order's target. */
      overTarget: z.int(),
    }),
  ),
  /** Accepted → completed, by the local hour the order was placed (only hours with orders). */
  byHour: z.array(z.object({ hour: z.int(), ...timing })),
  /** Accepted → completed over the whole range. */
  overall: z.object({
    ...timing,
    /** Completed orders whose placed → completed time exceeded their target. */
    overTarget: z.int(),
    /** Station bumps of the range's orders that were recalled. */
    recalls: z.int(),
  }),
});
export type SpeedOfService = z.infer<typeof speedOfServiceAnswer>;

export const SPEED_OF_SERVICE_NOTE =
  "Orders placed in the range (the restaurant's days, both included). An order's target is the largest prep-time target of its lines' categories, else the restaurant's preparation time. Station ticket time: placed → the station's bump (recalled bumps left out). Order time: accepted → completed. Median and 90th percentile (percentile_cont) in seconds.";
