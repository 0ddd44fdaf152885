/** Calendar days, shared by the server and the web. No zod here: the web's first load uses these (the schemas are in date-schemas.ts). */

/** The platform's time zone: "today" of date filters and the default of restaurants (DESIGN.md). */
export const PLATFORM_TIME_ZONE = 'Europe/Copenhagen';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; the browser and the server agree on it. */
export function todayIso(timeZone: string = PLATFORM_TIME_ZONE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 1 January of the current year (in the platform's time zone). */
export const startOfYearIso = (now: Date = new Date()) => `${todayIso(PLATFORM_TIME_ZONE, now).slice(0, 4)}-01-01`;

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
  maxDate: string = todayIso(),
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
