import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIMEZONE = 'Europe/Copenhagen';

/** The calendar day (YYYY-MM-DD) of an instant in a restaurant's time zone. */
export const localDay = (at: Date, tz: string = DEFAULT_TIMEZONE) => dayjs(at).tz(tz).format('YYYY-MM-DD');

/** [start, end) of a calendar day in a time zone, as instants. */
export function dayBounds(day: string, tz: string = DEFAULT_TIMEZONE): [Date, Date] {
  const start = dayjs.tz(day, 'YYYY-MM-DD', tz);
  return [start.toDate(), start.add(1, 'day').toDate()];
}

export { dayjs };
