/** What coupons, promos, stamps and deals share, as plain data (the web reads it without zod). */

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

export const END_BEFORE_START = 'End date must not be before the start date';

/** The notices of an item pushed to customers, or only to its exclusive users (coupons, deals). */
export const pushNotices = <const N extends string>(noun: N) => ({
  pushed: `Successfully pushed ${noun}!` as const,
  expired: `This ${noun} has expired and cannot be pushed` as const,
  noExclusiveUsers: `Please select at least one user for an exclusive ${noun}` as const,
  unknownUser: 'A selected user no longer exists: please choose again',
});
