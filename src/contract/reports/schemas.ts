/** Reports and statistics of one restaurant: the queries, the answers and their documentation. */
import * as z from 'zod/mini';
import { objectId } from '../common';
import { isoDate, validDateRange } from '../date-schemas';
import { perCategoryAnswer, productStats, reportAnswer, restaurantStats, tableStats } from './answers';
import { REPORT_PAGE_SIZE, REPORT_STATUSES } from './constants';
import { SPEED_OF_SERVICE_NOTE, speedOfServiceAnswer, speedOfServiceQuery } from './speed-of-service';

export * from './answers';
export type { SpeedOfService } from './speed-of-service';

/** `confirmed,completed` in the path: one or more of the four report statuses. */
const statusesParam = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((s: string) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ]),
  ),
  z
    .array(z.enum(REPORT_STATUSES, { error: `Status must be among: ${REPORT_STATUSES.join(', ')}` }))
    .check(z.minLength(1, 'Please select a status')),
);
const statusesParams = z.object({ statuses: statusesParam });

/** restaurant, startdate, enddate (YYYY-MM-DD, the restaurant's days, both included; From not after To, To not after today). */
const reportRange = z.object({ restaurant: objectId, startdate: isoDate("'From'"), enddate: isoDate("'To'") });
const rangeQuery = reportRange.check(validDateRange);

/* @__NO_SIDE_EFFECTS__ */
function pageInt(label: string, max: number) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .check(
      z.int(`${label} must be a whole number`),
      z.gte(1, `${label} must be at least 1`),
      z.lte(max, `${label} must be at most ${max}`),
    );
}

const reportQuery = z
  .extend(reportRange, {
    /** Without page every row is answered (meta: one page). */
    page: z.optional(pageInt('Page', 1_000_000)),
    size: z._default(pageInt('Size', 1000), REPORT_PAGE_SIZE),
    includecategory: z.optional(z.enum(['true', 'false'])),
  })
  .check(validDateRange);

const FORMULAS =
  'Fees, as the spec sets them: SMS 0.5 per SMS (sms_logs of the restaurant in the range); transaction fee 0.2 per order; card fee per order paid by card = Config › Card fee (1.25 unless changed); MobilePay 1 per order paid with MobilePay. Amounts are order totals in currency units (2 decimals); amountcaptured is in minor units.';

const STATS_NOTE =
  "Sales are orders with status confirmed or completed, placed in the range (the restaurant's days, both included).";

export const reportsSchemas = {
  fetch: {
    summary:
      'Restaurant report: orders of the listed statuses (e.g. confirmed,completed) placed from startdate to enddate, with totals',
    description: `Dates are the restaurant's days (its time zone), the whole To day included. Paged ${REPORT_PAGE_SIZE} by default; without page every row is answered. includecategory=true adds each order's lines with their category. ordermeta: amount and {status}count per status (0 for statuses not listed), smsLogsCount, totaltransactionfee, the fee block and net = confirmed + completed − refunded − SMS fees − transaction fees. ${FORMULAS}`,
    params: statusesParams,
    query: reportQuery,
    response: reportAnswer,
  },
  perCategory: {
    summary:
      'Per-category report in one answer: a table per category (one row per item/extra/attribute and price), amounts per status, fees and net',
    description: `Aggregated by the database (the paged report call stays for clients that gather pages). Same filters as /orders/restaurant/report/{statuses}. Extras and attributes count once per ordered item (their qty × the line's qty). ${FORMULAS}`,
    params: statusesParams,
    query: rangeQuery,
    response: perCategoryAnswer,
  },
  stats: {
    summary:
      'Statistics of one restaurant: gross, average, items purchased, order count, average waits, sales series, top items/attributes/extras',
    description: STATS_NOTE,
    query: rangeQuery,
    response: restaurantStats,
  },
  tableStats: {
    summary: 'Order count per table number (dine-in sales orders)',
    description: STATS_NOTE,
    query: rangeQuery,
    response: tableStats,
  },
  productStats: {
    summary: 'Quantity sold per product, in total and per local hour',
    description: STATS_NOTE,
    query: rangeQuery,
    response: productStats,
  },
  speedOfService: {
    summary:
      'Speed of service: median and 90th percentile of ticket times per station and per hour, orders over their prep-time target, recalls',
    description: SPEED_OF_SERVICE_NOTE,
    query: speedOfServiceQuery,
    response: speedOfServiceAnswer,
  },
};
