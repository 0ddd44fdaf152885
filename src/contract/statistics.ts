import { z } from 'zod';
import { objectId } from './common-classic';
import { isoDate, refineDateRange } from './date-schemas-classic';
import { calendarDay, isIsoDate } from './dates';
import { endpoint } from './endpoint';
import { ADMIN_ONLY } from './roles';

/** The longest range of the daily statistics, in days. */
const STATS_MAX_DAYS = 366;
/** The default range (the spec's business constants): the last 7 days, ending today. */
export const STATS_DEFAULT_DAYS = 7;
/** The 24 keys of the hourly statistics, '00:00' to '23:00'. */
export const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
/** Orders that count as sales; pending, cancelled and refunded do not. */
export const SALES_STATUSES = ['confirmed', 'completed'] as const;

export const STATS_MESSAGES = {
  dateRequired: "'Date' is required",
  dateFormat: "'Date' must be a date (MM/DD/YYYY)",
  dateAfterToday: "'Date' cannot be after today",
  tooLong: `The range can be at most ${STATS_MAX_DAYS} days`,
  restaurantNotFound: 'Restaurant not found',
} as const;

const DAY_MS = 86_400_000;
/** YYYY-MM-DD → days since the epoch (counting days without time zones). */
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** Days from `start` to `end`, both included. */
export const daysInRange = (start: string, end: string) => epochDay(end) - epochDay(start) + 1;
/** The day `n` days after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, n: number) => new Date((epochDay(day) + n) * DAY_MS).toISOString().slice(0, 10);
/** 'MM/DD/YYYY' of a 'YYYY-MM-DD' day, and back. */
export const toUsDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
export const fromUsDate = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

/** Optional: without it, every restaurant (days counted in Europe/Copenhagen). */
const restaurant = objectId.optional();

/**
 * From, To and restaurant of the daily statistics, checked like every date range of the app
 * (From not after To, To not after today), and at most STATS_MAX_DAYS days.
 */
export const overallQuery = z
  .object({ startdate: isoDate("'From'"), enddate: isoDate("'To'"), restaurant })
  .superRefine((q, ctx) => {
    refineDateRange(q, ctx);
    if (
      isIsoDate(String(q.startdate)) &&
      isIsoDate(String(q.enddate)) &&
      daysInRange(q.startdate, q.enddate) > STATS_MAX_DAYS
    )
      ctx.addIssue({ code: 'custom', path: ['startdate'], message: STATS_MESSAGES.tooLong });
  });
export type OverallQuery = z.output<typeof overallQuery>;

/** One day of the hourly statistics, written MM/DD/YYYY (the spec's format), not after today. */
const usDay = z
  .string({ error: STATS_MESSAGES.dateRequired })
  .trim()
  .refine((s) => s.length > 0, { message: STATS_MESSAGES.dateRequired, abort: true })
  .refine((s) => /^\d{2}\/\d{2}\/\d{4}$/.test(s) && isIsoDate(fromUsDate(s)), {
    message: STATS_MESSAGES.dateFormat,
    abort: true,
  })
  .refine((s) => fromUsDate(s) <= calendarDay(), STATS_MESSAGES.dateAfterToday);

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

export const hourStat = z.object({ total: money, count: z.number().int() });
export type HourStat = z.infer<typeof hourStat>;
const hourlyStats = z.object({
  /** Keyed '00:00' to '23:00' (all 24): sales amount and number of orders placed in that local hour. */
  orders: z.record(z.string(), hourStat),
  currency,
});

const topTagsStats = z.object({
  /** Tag name → number of sales orders with an item carrying that tag, most first. */
  topTags: z.record(z.string(), z.number().int()),
});

const SALES_NOTE = 'Sales are orders with status confirmed or completed; amounts are totals in the currency units.';

export const statisticsOverall = endpoint({
  method: 'GET',
  path: '/statistics/overall',
  tag: 'Statistics',
  summary: 'Sales per day from startdate to enddate (YYYY-MM-DD, both included), one restaurant or all',
  description: `${SALES_NOTE} Days are counted in the restaurant's time zone (Europe/Copenhagen for all restaurants); days without sales are 0. At most ${STATS_MAX_DAYS} days.`,
  auth: ADMIN_ONLY,
  query: overallQuery,
  response: overallStats,
});

export const statisticsHourly = endpoint({
  method: 'GET',
  path: '/statistics/hourly',
  tag: 'Statistics',
  summary: 'Sales and order count per local hour of one day (date MM/DD/YYYY), one restaurant or all',
  description: `${SALES_NOTE} \`orders\` has all 24 keys '00:00'..'23:00'.`,
  auth: ADMIN_ONLY,
  query: hourlyQuery,
  response: hourlyStats,
});

export const statisticsTopTags = endpoint({
  method: 'GET',
  path: '/statistics/toptags',
  tag: 'Statistics',
  summary:
    'For each menu tag, the number of sales orders containing an item with it (tag names compared case-insensitively)',
  description: SALES_NOTE,
  auth: ADMIN_ONLY,
  query: z.object({ restaurant }),
  response: topTagsStats,
});
