import { and, eq } from 'drizzle-orm';
import { WEEKDAYS, type Availability } from '../../../contract/availability';
import { tableNumbers } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import { dayjs } from '../../time';

const inSlot = (t: string, start: string, end: string) => (end > start ? t >= start && t < end : t >= start || t < end);

/** Whether an availability (per weekday: start, end, other times) is open at an instant in a time zone. */
function openAt(a: Availability, at: Date, tz: string): boolean {
  const local = dayjs(at).tz(tz);
  const day = a[WEEKDAYS[(local.day() + 6) % 7]];
  if (!day?.isAvailable) return false;
  const t = local.format('HH:mm');
  return [{ start: day.start, end: day.end }, ...(day.othertime ?? [])].some((s) => inSlot(t, s.start, s.end));
}

/** Today's park-table hours as a sentence ('closed today' when none). */
function hoursToday(a: Availability, at: Date, tz: string) {
  const day = a[WEEKDAYS[(dayjs(at).tz(tz).day() + 6) % 7]];
  if (!day?.isAvailable) return 'not taken today';
  return `taken today ${[{ start: day.start, end: day.end }, ...(day.othertime ?? [])].map((s) => `${s.start}–${s.end}`).join(', ')}`;
}

/**
 * The park-table timer decides when park-table orders are accepted: a park-table order needs the restaurant's park
 * table, and the order time inside that table's timer (no timer: any time).
 */
export async function assertParkTableOpen(
  deps: Deps,
  restaurant: { id: string; name: string; hasparktable: boolean; timezone: string },
  isParkTable: boolean | undefined,
  at = new Date(),
) {
  if (!isParkTable) return;
  const parks = await deps.db
    .select()
    .from(tableNumbers)
    .where(and(eq(tableNumbers.restaurantId, restaurant.id), eq(tableNumbers.parkTable, true)));
  const park = parks.find((p) => !p.disabled);
  if (!restaurant.hasparktable || !park)
    throw fieldError('isParkTable', `${restaurant.name} does not take park-table orders`);
  if (park.availability && !openAt(park.availability, at, restaurant.timezone))
    throw fieldError(
      'isParkTable',
      `Park-table orders are ${hoursToday(park.availability, at, restaurant.timezone)} at ${restaurant.name}`,
    );
}
