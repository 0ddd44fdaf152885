/**
 * Weekly schedules (opening hours, category and higher-category availability, rush mode, promo schedules) read at an
 * instant in a time zone: the one rule of the server (what a customer may order, the promised time) and the kitchen
 * (the rush-mode badge). No zod here: the kitchen's first load uses it.
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

/**
 * The minute last read in each zone and what it reads as: every zone's offset is whole minutes, so one reading of the
 * weekday and HH:mm holds for the whole minute (a placement and the ones near it ask about the same minute).
 */
const lastReads = new Map<string, { minute: number; day: Weekday; time: string }>();

/** The weekday name (Monday … Sunday) and HH:mm of an instant in a time zone. */
export function localWeekTime(at: Date, timeZone: string): { day: Weekday; time: string } {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastReads.get(timeZone);
  if (last?.minute === minute) return { day: last.day, time: last.time };
  let day = '';
  let hour = '';
  let minutes = '';
  for (const p of format(timeZone).formatToParts(at)) {
    if (p.type === 'weekday') day = p.value;
    else if (p.type === 'hour') hour = p.value;
    else if (p.type === 'minute') minutes = p.value;
  }
  const read = { minute, day: day as Weekday, time: `${hour}:${minutes}` };
  lastReads.set(timeZone, read);
  return { day: read.day, time: read.time };
}

const inSlot = (hhmm: string, start: string, end: string) =>
  start <= end ? hhmm >= start && hhmm <= end : hhmm >= start || hhmm <= end;

/** The slots (the main one and `othertime`) of a weekday; [] on a day that is not available. */
function slotsOn(schedule: Availability, day: Weekday) {
  const today = schedule[day];
  return today?.isAvailable ? [{ start: today.start, end: today.end }, ...(today.othertime ?? [])] : [];
}

/** The slots (the main one and `othertime`) of the local day of `at`; [] on a day that is not available. */
export const slotsOfDay = (schedule: Availability, at: Date, timeZone: string) =>
  slotsOn(schedule, localWeekTime(at, timeZone).day);

/** Whether a weekly schedule is on at an instant in a time zone; no schedule (null) means no restriction. */
export function isOpenAt(schedule: Availability | null | undefined, at: Date, timeZone: string): boolean {
  if (!schedule) return true;
  const { day, time } = localWeekTime(at, timeZone);
  return slotsOn(schedule, day).some((s) => inSlot(time, s.start, s.end));
}

/** Rush mode is active while it is switched on and the instant is inside its schedule (none: whenever it is on). */
export const isRushActive = (
  rush: { RushMode: boolean; RushModeTimes: Availability | null },
  at: Date,
  timeZone: string,
): boolean => rush.RushMode && isOpenAt(rush.RushModeTimes, at, timeZone);

/**
 * When the rush that is on at `at` ends (HH:mm, the end of its current slot in the restaurant's zone); null when rush
 * mode is not active or has no schedule (then it lasts until switched off).
 */
export function rushEndsAt(
  rush: { RushMode: boolean; RushModeTimes: Availability | null },
  at: Date,
  timeZone: string,
): string | null {
  if (!rush.RushModeTimes || !isRushActive(rush, at, timeZone)) return null;
  const { day, time } = localWeekTime(at, timeZone);
  return slotsOn(rush.RushModeTimes, day).find((s) => inSlot(time, s.start, s.end))?.end ?? null;
}
