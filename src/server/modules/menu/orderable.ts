/**
 * Weekly availabilities (opening hours, category and higher-category availability, promo and rush-mode schedules)
 * read at an instant in a restaurant's time zone. What a customer may order now is decided in ordering.ts.
 */
import type { Availability } from '../../../contract/availability';
import { WEEKDAYS } from '../../../contract/availability';
import { dayjs } from '../../time';

const inSlot = (hhmm: string, start: string, end: string) =>
  start <= end ? hhmm >= start && hhmm <= end : hhmm >= start || hhmm <= end;

/** Whether a weekly availability is open at an instant in a time zone (null: always open). */
export function isOpenAt(av: Availability | null | undefined, at: Date, tz: string): boolean {
  if (!av) return true;
  const local = dayjs(at).tz(tz);
  const day = av[WEEKDAYS[(local.day() + 6) % 7]];
  if (!day?.isAvailable) return false;
  const now = local.format('HH:mm');
  return [{ start: day.start, end: day.end }, ...(day.othertime ?? [])].some((s) => inSlot(now, s.start, s.end));
}

/** The hours of one weekday, as a customer reads them: "served 11:00–14:00, 17:00–21:00 on Mondays" or "not served on Mondays". */
export function hoursOn(av: Availability, at: Date, tz: string) {
  const local = dayjs(at).tz(tz);
  const name = WEEKDAYS[(local.day() + 6) % 7];
  const day = av[name];
  if (!day?.isAvailable) return `not served on ${name}s`;
  return `served ${[day, ...(day.othertime ?? [])].map((s) => `${s.start}–${s.end}`).join(', ')} on ${name}s`;
}
