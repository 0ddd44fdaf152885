import { calendarDay } from '../../../contract/dates';
import {
  addDays,
  STATS_DEFAULT_DAYS,
  toUsDate,
  type HourlyQuery,
  type OverallQuery,
} from '../../../contract/statistics';

/** The default range (spec: last 7 days), ending today. */
export const defaultDailyQuery = (): OverallQuery => ({
  startdate: addDays(calendarDay(), 1 - STATS_DEFAULT_DAYS),
  enddate: calendarDay(),
});

export const defaultHourlyQuery = (): HourlyQuery => ({ date: toUsDate(calendarDay()) });
