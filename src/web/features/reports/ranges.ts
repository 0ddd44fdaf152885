import { calendarDay } from '../../../contract/dates';

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

const iso = (d: Date) => d.toISOString().slice(0, 10);
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** The day `days` after (or before) a YYYY-MM-DD day. */
const addDays = (day: string, days: number) => {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
};

/** From and To (YYYY-MM-DD) of a named range, ending today at the latest. Plain date arithmetic (the route's first load has no date library). */
export function rangeDays(range: StatRange, today: string = calendarDay()): { from: string; to: string } {
  const [y, m] = parts(today);
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month':
      return { from: iso(new Date(Date.UTC(y, m - 2, 1))), to: iso(new Date(Date.UTC(y, m - 1, 0))) };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}
