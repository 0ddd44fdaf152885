import { calendarDay, PLATFORM_TIME_ZONE } from '../../contract/dates';

/** The one amount formatter of the web and the report files: '1,234.50 DKK', or '1,234.50' without a currency. */
export { formatAmount } from '../../contract/reports/export-format';
/**
 * Dates and times are the restaurant's (its time zone; the platform's by default),
 * whatever zone the browser is in.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: making one costs far more than formatting (one per call would be most of a kitchen card's render). */
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f)
    formatters.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
    );
  return f;
};
const parts = (iso: string, timeZone: string) => {
  const f = formatterFor(timeZone);
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { day: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}`, iso: `${p.year}-${p.month}-${p.day}` };
};
export const dateTime = (iso: string, timeZone: string = PLATFORM_TIME_ZONE) => {
  const p = parts(iso, timeZone);
  return `${p.day} ${p.time}`;
};
/** 'YYYY-MM-DD HH:mm' in the zone (reports, their exports, settlements); 'Invalid Date' for a text that is not an instant. */
export const isoDateTime = (iso: string, timeZone: string = PLATFORM_TIME_ZONE) => {
  if (Number.isNaN(new Date(iso).getTime())) return 'Invalid Date';
  const p = parts(iso, timeZone);
  return `${p.iso} ${p.time}`;
};
export const time = (iso: string, timeZone: string = PLATFORM_TIME_ZONE) => parts(iso, timeZone).time;
/** The calendar day of an instant in the zone as DD/MM/YYYY (an instant that is not a date: 'Invalid Date'). */
export const shortDay = (iso: string, timeZone: string = PLATFORM_TIME_ZONE) =>
  calendarDay(iso, timeZone).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
/** Whole minutes from `iso` to `now`. */
export const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
