import { PLATFORM_TIME_ZONE } from '../../../contract/dates';
import { zonedDay } from '../../lib/zoned';

const two = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
/** Amounts with 2 decimals, as the spec shows them. */
export const amount = (n: number) => two.format(n);
// One formatter per zone for every row: dayjs's .tz() builds a new Intl formatter per call (≈ 5 ms each on a loaded
// machine, most of a 10,000-row export's time).
const formatters = new Map<string, Intl.DateTimeFormat>();
const zonedFormatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  return f;
};
/**
 * Date and time in the restaurant's zone (the platform's when not given), whatever the browser's zone:
 * 'YYYY-MM-DD HH:mm'.
 */
export function dateTime(iso: string, timeZone: string = PLATFORM_TIME_ZONE): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return zonedDay(iso, 'YYYY-MM-DD HH:mm');
  const p: Record<string, string> = {};
  for (const { type, value } of zonedFormatter(timeZone).formatToParts(at)) p[type] = value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
/** A file-name-safe form of a restaurant name. */
export const slug = (s: string) => s.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'restaurant';

const STATUS_LABEL: Record<string, string> = { confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };
/** 'Confirmed', 'Completed', 'Cancelled', 'Refunded'. */
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? s;
