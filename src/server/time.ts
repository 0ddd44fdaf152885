import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { PLATFORM_TIME_ZONE } from '../contract/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** [start, end) of a calendar day in a time zone, as instants. */
export function dayBounds(day: string, tz: string = PLATFORM_TIME_ZONE): [Date, Date] {
  const start = dayjs.tz(day, 'YYYY-MM-DD', tz);
  return [start.toDate(), start.add(1, 'day').toDate()];
}

export { dayjs };
