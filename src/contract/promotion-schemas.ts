/** Schema pieces that coupons, promos, stamps, deals, perks and trucks and markets share (zod/mini). */
import * as z from 'zod/mini';
import { plainText } from './common';
import { DATED_STATUSES, END_BEFORE_START } from './promotions';

/** An ISO 8601 instant of a form (the web sends the picked date as an instant). */
/* @__NO_SIDE_EFFECTS__ */
export function instant(label: string) {
  return z.iso.datetime({ offset: true, error: `${label} is required` });
}

/** Optional text with a limit, trimmed, '' when missing. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalText(label: string, max: number) {
  return z._default(
    plainText(label, `${label} must be text`).check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    ),
    '',
  );
}

/** The "end not before start" rule of a form with startdate and enddate. */
export function endNotBeforeStart(d: { startdate: string; enddate: string }, ctx: z.core.$RefinementCtx) {
  if (Date.parse(d.enddate) < Date.parse(d.startdate))
    ctx.addIssue({ code: 'custom', path: ['enddate'], message: END_BEFORE_START });
}

export const datedStatusQuery = z.enum(DATED_STATUSES, { error: 'Status must be active, upcoming or expired' });

/** `{ Statistics: { Label, Value }, Total }`: uses per day. */
export const usageStatistics = z.object({
  Statistics: z.object({ Label: z.array(z.string()), Value: z.array(z.int()) }),
  Total: z.int(),
});
