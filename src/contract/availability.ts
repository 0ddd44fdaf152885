import * as z from 'zod/mini';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const HOUR_FORMAT_MESSAGE = 'Please provide proper hour format (HH:mm)';
export const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOUR_FORMAT_MESSAGE));

const timeSlot = z.object({ start: hhmm, end: hhmm });
const dayAvailability = z.object({
  start: hhmm,
  end: hhmm,
  isAvailable: z.boolean(),
  othertime: z.optional(z.array(timeSlot).check(z.maxLength(10))),
});
/** Per weekday, Mon to Sun (the same shape serves opening hours, promo schedule, rush mode and table timers). */
export const availability = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayAvailability])) as Record<Weekday, typeof dayAvailability>,
);
export type Availability = z.infer<typeof availability>;

const everyDay = (isAvailable: boolean, end = '23:30'): Availability =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { start: '00:00', end, isAvailable, othertime: [] as { start: string; end: string }[] }]),
  ) as unknown as Availability;

/** Default: all days 00:00 to 23:30 available. */
export const defaultAvailability = (): Availability => everyDay(true);
/** The second default: all days unavailable. */
export const closedAvailability = (): Availability => everyDay(false);
/** Every day, the whole day (a slot's end minute is inside it): the demo kitchens, and tests that order at any hour. */
export const aroundTheClock = (): Availability => everyDay(true, '23:59');
