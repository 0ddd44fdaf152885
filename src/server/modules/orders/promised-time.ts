/** The time promised to a customer when an order is placed, and whether rush mode lengthened it. */
import { eq } from 'drizzle-orm';
import { isRushActive } from '../../../contract/schedule';
import type { Db } from '../../db/client';
import { restaurantMenuSettings } from '../../db/schema';
import { DEFAULT_PREPARATION_MINUTES } from '../menu/settings';

export interface PromisedTime {
  /** Minutes until the order is ready: the usual preparation time, plus the rush margin while rush mode is active. */
  minutes: number;
  /** The restaurant's rush mode at that instant, with the header and message it shows customers. */
  rushMode: { active: boolean; header: string; message: string };
}

type Settings = typeof restaurantMenuSettings.$inferSelect;

/** The promised time from the restaurant's menu-page settings (none: the usual time, no rush mode). */
export function promisedTimeOf(s: Settings | null, timezone: string, at: Date): PromisedTime {
  const active = !!s && isRushActive({ RushMode: s.rushMode, RushModeTimes: s.rushModeTimes }, at, timezone);
  const usual = s?.preparationMinutes ?? DEFAULT_PREPARATION_MINUTES;
  return {
    minutes: active ? usual + s.rushMarginMinutes : usual,
    rushMode: active
      ? { active, header: s.rushModeHeader, message: s.rushModeMessage }
      : { active, header: '', message: '' },
  };
}

export async function promisedTime(
  db: Db,
  restaurant: { id: string; timezone: string },
  at: Date,
): Promise<PromisedTime> {
  const [s] = await db
    .select()
    .from(restaurantMenuSettings)
    .where(eq(restaurantMenuSettings.restaurantId, restaurant.id));
  return promisedTimeOf(s ?? null, restaurant.timezone, at);
}
