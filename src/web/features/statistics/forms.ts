import { calendarDay } from '../../../contract/dates';
import { addDays, STATS_DEFAULT_DAYS, toUsDate } from '../../../contract/statistics/routes';
import type { HourlyQuery, OverallQuery } from '../../../contract/statistics/schemas';

/** The default range (spec: last 7 days), ending today. */
export const defaultDailyQuery = (): OverallQuery => ({
  startdate: addDays(calendarDay(), 1 - STATS_DEFAULT_DAYS),
  enddate: calendarDay(),
});

export const defaultHourlyQuery = (): HourlyQuery => ({ date: toUsDate(calendarDay()) });
