/**
 * Calendar days in a time zone (the restaurant's; the platform's by default) as instants, the same in a browser on UTC
 * as in one in Copenhagen. The day of an instant is the contract's `calendarDay`.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { PLATFORM_TIME_ZONE } from '../../contract/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 00:00 of a calendar day (YYYY-MM-DD) in the zone, as an ISO instant. */
export const zonedStart = (day: string, tz: string = PLATFORM_TIME_ZONE) =>
  dayjs.tz(day, 'YYYY-MM-DD', tz).toISOString();
/** The last millisecond of a calendar day in the zone, as an ISO instant. */
export const zonedEnd = (day: string, tz: string = PLATFORM_TIME_ZONE) =>
  dayjs.tz(day, 'YYYY-MM-DD', tz).add(1, 'day').subtract(1, 'millisecond').toISOString();
/** A calendar day (YYYY-MM-DD) plus or minus days, as a calendar day. */
export const addDays = (day: string, n: number) => dayjs(day).add(n, 'day').format('YYYY-MM-DD');
