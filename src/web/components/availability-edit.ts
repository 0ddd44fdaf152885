/** Changes to a weekly availability (opening hours, promo days …), each answering a new value. */
import { hhmm, HOUR_FORMAT_MESSAGE, type Availability, type Weekday } from '../../contract/availability';

type Day = Availability[Weekday];
type Slot = { start: string; end: string };

/** Fallbacks of a new extra slot when the previous end is not a time. */
const NEW_SLOT_START = '00:00';
const NEW_SLOT_END = '23:30';

export const hourError = (text: string): string | null => (hhmm.safeParse(text).success ? null : HOUR_FORMAT_MESSAGE);

export function setDay(value: Availability, day: Weekday, patch: Partial<Day>): Availability {
  return { ...value, [day]: { ...value[day], ...patch } };
}

/** A new extra slot starts where the previous one (or the day's main slot) ends. */
export function addSlot(value: Availability, day: Weekday): Availability {
  const current = value[day];
  const slots = current.othertime ?? [];
  const previousEnd = slots.length ? slots[slots.length - 1].end : current.end;
  const start = hourError(previousEnd) ? NEW_SLOT_START : previousEnd;
  return setDay(value, day, { othertime: [...slots, { start, end: NEW_SLOT_END }] });
}

export function setSlot(value: Availability, day: Weekday, index: number, patch: Partial<Slot>): Availability {
  const slots = (value[day].othertime ?? []).map((s, i) => (i === index ? { ...s, ...patch } : s));
  return setDay(value, day, { othertime: slots });
}

export function removeSlot(value: Availability, day: Weekday, index: number): Availability {
  return setDay(value, day, { othertime: (value[day].othertime ?? []).filter((_, i) => i !== index) });
}
