import dayjs from 'dayjs';

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks and crowded labels: '1,200', '135,000', '1.2M'. */
export const axisAmount = (value: number) =>
  Math.abs(value) >= 1_000_000 ? compact.format(value) : whole.format(value);

/** 'Mon 16 Nov' for short ranges, '16 Nov' for longer ones, with the year when the range spans years. */
export function dayLabel(day: string, rangeDays: number, spansYears: boolean) {
  const d = dayjs(day);
  if (spansYears) return d.format('D MMM YY');
  return rangeDays <= 14 ? d.format('ddd D MMM') : d.format('D MMM');
}

/** 'Sunday 22 November 2026'. */
export const longDay = (day: string) => dayjs(day).format('dddd D MMMM YYYY');

/** The smallest of 1, 2, 4, 6, 8, 10 × 10ⁿ at or above `value`: an axis top that splits into 4 round steps. */
export function niceCeil(value: number) {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 4, 6, 8, 10].find((m) => m * power >= value) ?? 10) * power;
}
