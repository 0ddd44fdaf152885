/**
 * Kitchen screens' heartbeats, kept per screen in the database so every node's list and watchdog see every screen,
 * and the Screens list of a restaurant: each screen, and each station with whether anyone can see its orders.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { localWeekTime } from '../../../contract/schedule';
import { SCREEN_OFFLINE_AFTER_MS } from '../../../contract/screens/heartbeat';
import { SCREEN_MESSAGES } from '../../../contract/screens/routes';
import type { ScreenHeartbeat, ScreenItem, StationHealth } from '../../../contract/screens/schemas';
import type { Db } from '../../db/client';
import { kitchenScreens, printers, restaurants, users } from '../../db/schema';
import { printerState } from '../printing/printer-health';

type ScreenRow = typeof kitchenScreens.$inferSelect;
type PrinterRow = typeof printers.$inferSelect;

/** Whether a screen counts as online now: connected, and heard from within the last minute. */
export const screenOnline = (s: Pick<ScreenRow, 'connected' | 'lastSeenAt'>, now = Date.now()) =>
  s.connected && now - s.lastSeenAt.getTime() < SCREEN_OFFLINE_AFTER_MS;

/** A printer that polls and can print. */
const printerCanPrint = (p: PrinterRow, now: number) => ['ready', 'paperLow'].includes(printerState(p, now));

/** A station named by a printer's id or serial → that active printer's id; anything else is kept as named. */
async function stationOf(db: Db, restaurantId: string, station: string | null): Promise<string | null> {
  if (!station) return null;
  const [p] = await db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), or(eq(printers.id, station), eq(printers.serial, station))))
    .limit(1);
  return p?.id ?? station.slice(0, 24);
}

/** Stores one heartbeat; answers the time written, which the socket's goodbye compares against. */
export async function recordHeartbeat(
  db: Db,
  restaurantId: string,
  userId: string | null,
  beat: ScreenHeartbeat,
): Promise<Date> {
  const now = new Date();
  const values = {
    station: await stationOf(db, restaurantId, beat.station),
    appVersion: beat.appVersion,
    queuedActions: beat.queuedActions,
    userId,
    connected: true,
    lastSeenAt: now,
  };
  await db
    .insert(kitchenScreens)
    .values({ restaurantId, screenId: beat.screenId, ...values })
    .onConflictDoUpdate({ target: [kitchenScreens.restaurantId, kitchenScreens.screenId], set: values });
  return now;
}

/** The screen's socket closed: offline at once, unless the screen has beaten since (reconnected through another socket). */
export async function screenGone(db: Db, restaurantId: string, screenId: string, lastBeat: Date) {
  await db
    .update(kitchenScreens)
    .set({ connected: false })
    .where(
      and(
        eq(kitchenScreens.restaurantId, restaurantId),
        eq(kitchenScreens.screenId, screenId),
        sql`${kitchenScreens.lastSeenAt} <= ${lastBeat.toISOString()}`,
      ),
    );
}

/** Screens silent for a week leave the list (a tablet replaced, a browser's storage cleared). */
const LISTED_FOR_MS = 7 * 86_400_000;

export async function listScreens(db: Db, restaurantId: string, now = Date.now()) {
  const [screens, stationRows, [restaurant]] = await Promise.all([
    db
      .select({ screen: kitchenScreens, user: users.name })
      .from(kitchenScreens)
      .leftJoin(users, eq(users.id, kitchenScreens.userId))
      .where(
        and(
          eq(kitchenScreens.restaurantId, restaurantId),
          sql`${kitchenScreens.lastSeenAt} > ${new Date(now - LISTED_FOR_MS).toISOString()}`,
        ),
      )
      .orderBy(asc(kitchenScreens.station), desc(kitchenScreens.lastSeenAt)),
    db
      .select()
      .from(printers)
      .where(and(eq(printers.restaurantId, restaurantId), eq(printers.status, 'active')))
      .orderBy(asc(printers.createdAt), asc(printers.id)),
    db.select({ timezone: restaurants.timezone }).from(restaurants).where(eq(restaurants.id, restaurantId)),
  ]);
  const nameOf = new Map(stationRows.map((p) => [p.id, p.name]));
  const online = screens.filter((s) => screenOnline(s.screen, now)).map((s) => s.screen);
  const items: ScreenItem[] = screens.map(({ screen: s, user }) => ({
    screenId: s.screenId,
    station: s.station,
    stationName: s.station ? (nameOf.get(s.station) ?? '') : '',
    lastSeen: s.lastSeenAt.toISOString(),
    online: screenOnline(s, now),
    appVersion: s.appVersion,
    queuedActions: s.queuedActions,
    user: user ?? '',
  }));
  const stations: StationHealth[] = stationRows.map((p) => {
    const screensOnline = online.filter((s) => s.station === null || s.station === p.id).length;
    const printerOnline = printerCanPrint(p, now);
    // Listed newest first within a station: the first is the last one heard from.
    const own = screens.map((s) => s.screen).filter((s) => s.station === p.id);
    const since = own.length && !own.some((s) => screenOnline(s, now)) ? own[0]!.lastSeenAt : null;
    const offline = since
      ? SCREEN_MESSAGES.offline(p.name, localWeekTime(since, restaurant?.timezone ?? 'UTC').time, printerOnline)
      : null;
    return { id: p.id, name: p.name, screensOnline, printerOnline, unseen: !screensOnline && !printerOnline, offline };
  });
  return { data: { screens: items, stations } };
}
