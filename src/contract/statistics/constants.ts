/** The plain values of the sales statistics that both sides read: ranges, hours, messages and the day arithmetic. */

/** The longest range of the daily statistics, in days. */
export const STATS_MAX_DAYS = 366;
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
