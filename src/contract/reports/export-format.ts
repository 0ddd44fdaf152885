/**
 * How the restaurant report's export files write amounts, dates, statuses and names: the same on the report page's
 * exports and in the weekly report mail the server sends. No zod here.
 */
import { calendarDay, PLATFORM_TIME_ZONE } from '../dates';

const two = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
/** Amounts with 2 decimals and no grouping, as the spec shows them on the report pages. */
export const amount = (n: number) => two.format(n);

const clocks = new Map<string, Intl.DateTimeFormat>();
const clock = (timeZone: string) => {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, f);
  }
  return f;
};
/** 'YYYY-MM-DD HH:mm' in the zone (one cached formatter per zone: a 10,000-row export stays quick). */
export const dateTime = (iso: string, timeZone: string = PLATFORM_TIME_ZONE) => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  return `${calendarDay(at, timeZone)} ${clock(timeZone).format(at)}`;
};

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
