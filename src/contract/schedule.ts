/**
 * Whether a weekly schedule (opening hours, rush mode, promo schedule) is on at an instant in a time zone. No zod
 * here: the kitchen's first load uses it for the rush-mode badge, and the server for the promised time, so both agree.
 */
import type { Availability, Weekday } from './availability';

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (timeZone: string) => {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
};

/** The weekday name (Monday … Sunday) and HH:mm of an instant in a time zone. */
export function localWeekTime(at: Date, timeZone: string): { day: Weekday; time: string } {
  let day = '';
  let hour = '';
  let minute = '';
  for (const p of format(timeZone).formatToParts(at)) {
    if (p.type === 'weekday') day = p.value;
    else if (p.type === 'hour') hour = p.value;
    else if (p.type === 'minute') minute = p.value;
  }
  return { day: day as Weekday, time: `${hour}:${minute}` };
}

const inSlot = (hhmm: string, start: string, end: string) =>
  start <= end ? hhmm >= start && hhmm <= end : hhmm >= start || hhmm <= end;

/** True inside one of the day's slots (the main one and `othertime`) of an available day; false without a schedule. */
export function isScheduledAt(schedule: Availability | null | undefined, at: Date, timeZone: string): boolean {
  if (!schedule) return false;
  const { day, time } = localWeekTime(at, timeZone);
  const today = schedule[day];
  if (!today?.isAvailable) return false;
  return [{ start: today.start, end: today.end }, ...(today.othertime ?? [])].some((s) => inSlot(time, s.start, s.end));
}

/** Rush mode is active while it is switched on and the instant is inside its schedule. */
export const isRushActive = (
  rush: { RushMode: boolean; RushModeTimes: Availability | null },
  at: Date,
  timeZone: string,
): boolean => rush.RushMode && isScheduledAt(rush.RushModeTimes, at, timeZone);
