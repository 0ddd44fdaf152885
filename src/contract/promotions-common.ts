import { z } from 'zod';

/** Coupons, promos and stamps are active, upcoming or expired, by date (the spec's states and transitions). */
export const DATED_STATUSES = ['active', 'upcoming', 'expired'] as const;
export type DatedStatus = (typeof DATED_STATUSES)[number];

export function datedStatus(start: Date | string, end: Date | string, now = new Date()): DatedStatus {
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (e < now.getTime()) return 'expired';
  if (s > now.getTime()) return 'upcoming';
  return 'active';
}

/** An ISO 8601 instant of a form (the web sends the picked date as an instant). */
export const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} is required` });

/** Optional text with a limit, trimmed, '' when missing. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

export const END_BEFORE_START = 'End date must not be before the start date';

/** Adds the "end not before start" rule to a form with startdate and enddate. */
export function endNotBeforeStart(d: { startdate: string; enddate: string }, ctx: z.RefinementCtx) {
  if (Date.parse(d.enddate) < Date.parse(d.startdate))
    ctx.addIssue({ code: 'custom', path: ['enddate'], message: END_BEFORE_START });
}

export const datedStatusQuery = z.enum(DATED_STATUSES, { error: 'Status must be active, upcoming or expired' });

/** `{ Statistics: { Label, Value }, Total }`: uses per day. */
export const usageStatistics = z.object({
  Statistics: z.object({ Label: z.array(z.string()), Value: z.array(z.number().int()) }),
  Total: z.number().int(),
});

/** The notices of an item pushed to customers, or only to its exclusive users (coupons, deals). */
export const pushNotices = <const N extends string>(noun: N) => ({
  pushed: `Successfully pushed ${noun}!` as const,
  expired: `This ${noun} has expired and cannot be pushed` as const,
  noExclusiveUsers: `Please select at least one user for an exclusive ${noun}` as const,
  unknownUser: 'A selected user no longer exists: please choose again',
});
