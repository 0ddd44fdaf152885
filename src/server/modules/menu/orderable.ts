/**
 * What the menu says about ordering right now (hooked into order placement): a product whose category is
 * outside its availability window cannot be ordered. Prices and sold-out products/extras are checked by
 * orders/pricing.ts from the current menu rows.
 */
import type { Availability } from '../../../contract/availability';
import { WEEKDAYS } from '../../../contract/availability';
import type { menuCategories, menuItems } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { dayjs } from '../../time';

type Item = typeof menuItems.$inferSelect;
type Category = typeof menuCategories.$inferSelect;

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

/** The hours of one weekday, as a customer reads them: "11:00–14:00, 17:00–21:00" or "closed". */
function hoursOn(av: Availability, at: Date, tz: string) {
  const local = dayjs(at).tz(tz);
  const name = WEEKDAYS[(local.day() + 6) % 7];
  const day = av[name];
  if (!day?.isAvailable) return `not served on ${name}s`;
  return `served ${[day, ...(day.othertime ?? [])].map((s) => `${s.start}–${s.end}`).join(', ')} on ${name}s`;
}

/** Refuses (403 on the line's `menu` field, naming the product) a line whose category is outside its availability window. */
export function assertOrderableNow(
  lines: { menu: string }[],
  itemsById: Map<string, Item>,
  categories: Category[],
  tz: string,
  at: Date = new Date(),
) {
  lines.forEach((l, i) => {
    const item = itemsById.get(l.menu);
    const category = item && categories.find((c) => c.id === item.categoryId);
    if (!item || !category?.availability || isOpenAt(category.availability, at, tz)) return;
    throw fieldError(
      `lines.${i}.menu`,
      `${item.name} cannot be ordered right now: ${category.category} is ${hoursOn(category.availability, at, tz)}`,
    );
  });
}
