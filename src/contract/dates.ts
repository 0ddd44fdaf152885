import { z } from 'zod';

/** The platform's time zone: "today" of date filters and the default of restaurants (DESIGN.md). */
export const PLATFORM_TIME_ZONE = 'Europe/Copenhagen';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; the browser and the server agree on it. */
export function todayIso(timeZone: string = PLATFORM_TIME_ZONE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 1 January of the current year (in the platform's time zone). */
export const startOfYearIso = (now: Date = new Date()) => `${todayIso(PLATFORM_TIME_ZONE, now).slice(0, 4)}-01-01`;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A calendar day in a query or body, YYYY-MM-DD. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);

export const DATE_RANGE_MESSAGES = {
  fromAfterTo: "'From' cannot be after 'To'",
  toAfterToday: "'To' cannot be after today",
  fromRequired: "'From' is required",
  toRequired: "'To' is required",
} as const;

/** Problems of a From/To range (YYYY-MM-DD strings compare as dates): From not after To, To not after `maxDate` (today). */
export function dateRangeErrors(from: string, to: string, maxDate: string = todayIso()): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!from) errors.from = DATE_RANGE_MESSAGES.fromRequired;
  else if (!isIsoDate(from)) errors.from = "'From' must be a date (YYYY-MM-DD)";
  if (!to) errors.to = DATE_RANGE_MESSAGES.toRequired;
  else if (!isIsoDate(to)) errors.to = "'To' must be a date (YYYY-MM-DD)";
  if (errors.from || errors.to) return errors;
  if (to > maxDate) errors.to = DATE_RANGE_MESSAGES.toAfterToday;
  if (from > to) errors.from = DATE_RANGE_MESSAGES.fromAfterTo;
  return errors;
}

/**
 * `startdate` and `enddate` of a query (default: 1 January of this year to today), checked like the
 * date-range filter checks them: 403 naming the field that is wrong.
 */
export const dateRangeQuery = {
  startdate: isoDate("'From'").default(() => startOfYearIso()),
  enddate: isoDate("'To'").default(() => todayIso()),
};

export function refineDateRange(q: { startdate: string; enddate: string }, ctx: z.RefinementCtx) {
  const errors = dateRangeErrors(q.startdate, q.enddate);
  if (errors.from) ctx.addIssue({ code: 'custom', path: ['startdate'], message: errors.from });
  if (errors.to) ctx.addIssue({ code: 'custom', path: ['enddate'], message: errors.to });
}
