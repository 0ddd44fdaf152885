import { z } from 'zod';
import { calendarDay, dateRangeErrors, isIsoDate, startOfYearIso } from './dates';

/** A calendar day in a query or body, YYYY-MM-DD. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);

/**
 * `startdate` and `enddate` of a query (default: 1 January of this year to today), checked like the
 * date-range filter checks them: 403 naming the field that is wrong.
 */
export const dateRangeQuery = {
  startdate: isoDate("'From'").default(() => startOfYearIso()),
  enddate: isoDate("'To'").default(() => calendarDay()),
};

export function refineDateRange(q: { startdate: string; enddate: string }, ctx: z.RefinementCtx) {
  const errors = dateRangeErrors(q.startdate, q.enddate);
  if (errors.from) ctx.addIssue({ code: 'custom', path: ['startdate'], message: errors.from });
  if (errors.to) ctx.addIssue({ code: 'custom', path: ['enddate'], message: errors.to });
}
