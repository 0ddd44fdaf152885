import { PLATFORM_TIME_ZONE } from '../../../contract/dates';
import { isoDateTime } from '../../lib/format';

const two = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
/** Amounts with 2 decimals, as the spec shows them. */
export const amount = (n: number) => two.format(n);
/**
 * Date and time in the restaurant's zone (the platform's when not given), whatever the browser's zone:
 * 'YYYY-MM-DD HH:mm' (one cached formatter per zone: formatting every row of a 10,000-row export stays quick).
 */
export function dateTime(iso: string, timeZone: string = PLATFORM_TIME_ZONE): string {
  if (Number.isNaN(new Date(iso).getTime())) return 'Invalid Date';
  return isoDateTime(iso, timeZone);
}
/** A file-name-safe form of a restaurant name. */
export const slug = (s: string) => s.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'restaurant';

const STATUS_LABEL: Record<string, string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
/** 'Confirmed', 'Completed', 'Cancelled', 'Refunded'. */
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? s;
