import * as z from 'zod/mini';
import { objectId } from '../common';
import { isoDate, validDateRange } from '../date-schemas';
import { calendarDay, isIsoDate } from '../dates';
import { daysInRange, fromUsDate, STATS_MAX_DAYS, STATS_MESSAGES } from './constants';

/** Optional: without it, every restaurant (days counted in Europe/Copenhagen). */
const restaurant = z.optional(objectId);

/**
 * From, To and restaurant of the daily statistics, checked like every date range of the app
 * (From not after To, To not after today), and at most STATS_MAX_DAYS days.
 */
export const overallQuery = z.object({ startdate: isoDate("'From'"), enddate: isoDate("'To'"), restaurant }).check(
  validDateRange,
  z.superRefine((q, ctx) => {
    if (
      isIsoDate(String(q.startdate)) &&
      isIsoDate(String(q.enddate)) &&
      daysInRange(q.startdate, q.enddate) > STATS_MAX_DAYS
    )
      ctx.addIssue({ code: 'custom', path: ['startdate'], message: STATS_MESSAGES.tooLong });
  }),
);
export type OverallQuery = z.output<typeof overallQuery>;

/** One day of the hourly statistics, written MM/DD/YYYY (the spec's format), not after today. */
const usDay = z.string({ error: STATS_MESSAGES.dateRequired }).check(
  z.trim(),
  z.refine((s) => s.length > 0, { message: STATS_MESSAGES.dateRequired, abort: true }),
  z.refine((s) => /^\d{2}\/\d{2}\/\d{4}$/.test(s) && isIsoDate(fromUsDate(s)), {
    message: STATS_MESSAGES.dateFormat,
    abort: true,
  }),
  z.refine((s) => fromUsDate(s) <= calendarDay(), STATS_MESSAGES.dateAfterToday),
);

export const hourlyQuery = z.object({ date: usDay, restaurant });
export type HourlyQuery = z.output<typeof hourlyQuery>;

/** Sales amounts are in the currency's units (2 decimals); `currency` is the restaurant's, DKK for all restaurants. */
const money = z.number();
const currency = z.string();

const overallStats = z.object({
  /** One label per day, YYYY-MM-DD, from startdate to enddate. */
  label: z.array(z.string()),
  /** The sales amount of each day (confirmed and completed orders). */
  value: z.array(money),
  currency,
});

export const hourStat = z.object({ total: money, count: z.int() });
export type HourStat = z.infer<typeof hourStat>;
const hourlyStats = z.object({
  /** Keyed '00:00' to '23:00' (all 24): sales amount and number of orders placed in that local hour. */
  orders: z.record(z.string(), hourStat),
  currency,
});

const topTagsStats = z.object({
  /** Tag name → number of sales orders with an item carrying that tag, most first. */
  topTags: z.record(z.string(), z.int()),
});

const SALES_NOTE = 'Sales are orders with status confirmed or completed; amounts are totals in the currency units.';

export const statisticsSchemas = {
  overall: {
    summary: 'Sales per day from startdate to enddate (YYYY-MM-DD, both included), one restaurant or all',
    description: `${SALES_NOTE} Days are counted in the restaurant's time zone (Europe/Copenhagen for all restaurants); days without sales are 0. At most ${STATS_MAX_DAYS} days.`,
    query: overallQuery,
    response: overallStats,
  },
  hourly: {
    summary: 'Sales and order count per local hour of one day (date MM/DD/YYYY), one restaurant or all',
    description: `${SALES_NOTE} \`orders\` has all 24 keys '00:00'..'23:00'.`,
    query: hourlyQuery,
    response: hourlyStats,
  },
  topTags: {
    summary:
      'For each menu tag, the number of sales orders containing an item with it (tag names compared case-insensitively)',
    description: SALES_NOTE,
    query: z.object({ restaurant }),
    response: topTagsStats,
  },
};
