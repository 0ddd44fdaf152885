import { and, gt, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DatedStatus } from '../../../contract/promotions';

/** The rows of one status by their dates (the rule of `datedStatus`, in SQL). */
export function datedWhere(
  status: DatedStatus | undefined,
  start: AnyColumn,
  end: AnyColumn,
  now = new Date(),
): SQL | undefined {
  switch (status) {
    case 'active':
      return and(lte(start, now), gte(end, now));
    case 'upcoming':
      return gt(start, now);
    case 'expired':
      return lt(end, now);
    default:
      return undefined;
  }
}

/** Money: minor units to the currency's units and back. */
export const fromMinor = (n: number) => n / 100;
export const toMinor = (n: number) => Math.round(n * 100);
