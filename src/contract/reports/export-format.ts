/**
 * How the restaurant report's export files write amounts, dates, statuses and names: the same on the report page's
 * exports and in the weekly report mail the server sends. No zod here.
 */
import { calendarDay, PLATFORM_TIME_ZONE } from '../dates';

const two = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
/** Amounts with 2 decimals and no grouping: the CSV and spreadsheet cells, which programs read back as numbers. */
export const amount = (n: number) => two.format(n);

const amountFormats = new Map<string, Intl.NumberFormat>();
const plainAmount = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** One formatter per currency: making one costs far more than formatting with it (a report has thousands of cells). */
function amountFormat(currency: string, locale: string) {
  const key = `${locale} ${currency}`;
  let f = amountFormats.get(key);
  if (!f) {
    try {
      f = currency
        ? new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' })
        : plainAmount(locale);
    } catch {
      // A code Intl does not know (a typo in a restaurant's settings) still shows its amounts.
      f = plainAmount(locale);
    }
    amountFormats.set(key, f);
  }
  return f;
}

/**
 * Every amount a person reads: the currency's decimals with thousands separators, then its code
 * ('259,823.97 DKK', '-5.00 DKK'); without a currency the number alone ('1,234.50'), for a table whose heading or
 * neighbour names the currency. `locale` only for a document in another language (the Danish invoice: '1.234,50').
 */
export function formatAmount(value: number, currency?: string, locale = 'en'): string {
  const number = amountFormat(currency ?? '', locale)
    .formatToParts(value)
    .filter((p) => p.type !== 'currency' && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
  return currency ? `${number} ${currency}` : number;
}

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
