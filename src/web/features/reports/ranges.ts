import dayjs from 'dayjs';
import { todayIso } from '../../../contract/dates';

export const STAT_RANGES = ['today', 'yesterday', 'last-7-days', 'this-month', 'last-month', 'this-year'] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const RANGE_LABEL: Record<StatRange, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'last-7-days': 'Last 7 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
};

/** From and To (YYYY-MM-DD) of a named range, ending today at the latest. */
export function rangeDays(range: StatRange, today: string = todayIso()): { from: string; to: string } {
  const t = dayjs(today);
  const f = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: f(t.subtract(1, 'day')), to: f(t.subtract(1, 'day')) };
    case 'last-7-days':
      return { from: f(t.subtract(6, 'day')), to: today };
    case 'this-month':
      return { from: f(t.startOf('month')), to: today };
    case 'last-month':
      return { from: f(t.subtract(1, 'month').startOf('month')), to: f(t.subtract(1, 'month').endOf('month')) };
    case 'this-year':
      return { from: f(t.startOf('year')), to: today };
  }
}
