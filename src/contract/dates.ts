/** Calendar days, shared by the server and the web. No zod here: the web's first load uses these (the schemas are in date-schemas.ts). */

/** The platform's time zone: "today" of date filters and the default of restaurants. */
export const PLATFORM_TIME_ZONE = 'Europe/Copenhagen';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One formatter per zone: making one costs far more than formatting, and the server asks for a day per order. Parts,
 * not `format()`, so the result does not hang on a locale's date pattern.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string) => {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f;
};

/**
 * The calendar day (YYYY-MM-DD) of an instant in a time zone (the platform's by default), the same on the server and
 * in a browser in any zone. `at` defaults to now; an instant that is not a date gives 'Invalid Date'.
 */
export function calendarDay(at: Date | string | number = new Date(), timeZone: string = PLATFORM_TIME_ZONE): string {
  const instant = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  let year = '';
  let month = '';
  let day = '';
  for (const p of dayFormat(timeZone).formatToParts(instant)) {
    if (p.type === 'year') year = p.value;
    else if (p.type === 'month') month = p.value;
    else if (p.type === 'day') day = p.value;
  }
  return `${year}-${month}-${day}`;
}

/** 1 January of the current year (in the platform's time zone). */
export const startOfYearIso = (now: Date = new Date()) => `${calendarDay(now).slice(0, 4)}-01-01`;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const DATE_RANGE_MESSAGES = {
  fromAfterTo: "'From' cannot be after 'To'",
  toAfterToday: "'To' cannot be after today",
  fromRequired: "'From' is required",
  toRequired: "'To' is required",
} as const;

/** Problems of a From/To range (YYYY-MM-DD strings compare as dates): From not after To, To not after `maxDate` (today). */
export function dateRangeErrors(
  from: string,
  to: string,
  maxDate: string = calendarDay(),
): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!from) errors.from = DATE_RANGE_MESSAGES.fromRequired;
  else if (!isIsoDate(from)) errors.from = "'From' must be a date (YYYY-MM-DD)";
  if (!to) errors.to = DATE_RANGE_MESSAGES.toRequired;
  else if (!isIsoDate(to)) errors.to = "'To' must be a date (YYYY-MM-DD)";
  if (errors.from || errors.to) return errors;
  if (to > maxDate) errors.to = DATE_RANGE_MESSAGES.toAfterToday;
  if (from > to) errors.from = DATE_RANGE_MESSAGES.fromAfterTo;
  return errors;
}
