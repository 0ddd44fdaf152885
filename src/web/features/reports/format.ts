/**
 * Amounts with 2 decimals; date and time in the restaurant's zone (the platform's when not given), whatever the
 * browser's zone: 'YYYY-MM-DD HH:mm' (one cached formatter per zone: formatting every row of a 10,000-row export stays quick).
 */
export { amount, isoDateTime as dateTime } from '../../lib/format';

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
