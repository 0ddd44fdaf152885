import * as z from 'zod/mini';
import { calendarDay, dateRangeErrors, isIsoDate, startOfYearIso } from './dates';

/** A calendar day in a query or body, YYYY-MM-DD. */
/* @__NO_SIDE_EFFECTS__ */
export function isoDate(label: string) {
  return z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`));
}

/**
 * `startdate` and `enddate` of a query (default: 1 January of this year to today), checked like the
 * date-range filter checks them: 403 naming the field that is wrong.
 */
export const dateRangeQuery = {
  startdate: z._default(isoDate("'From'"), () => startOfYearIso()),
  enddate: z._default(isoDate("'To'"), () => calendarDay()),
};

/** The date-range rules as a check of an object with `startdate` and `enddate`. */
export const validDateRange = z.superRefine((q: { startdate: string; enddate: string }, ctx) => {
  const errors = dateRangeErrors(q.startdate, q.enddate);
  if (errors.from) ctx.addIssue({ code: 'custom', path: ['startdate'], message: errors.from });
  if (errors.to) ctx.addIssue({ code: 'custom', path: ['enddate'], message: errors.to });
});
