import * as z from 'zod/mini';
import { objectId } from '../common';

/** What a kitchen screen reports in each heartbeat. */
export const screenHeartbeat = z.object({
  /** Made by the screen's browser once and kept in its local storage. */
  screenId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** The `station` of its address (a printer's id or serial); null: the whole kitchen. */
  station: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  appVersion: z.string().check(z.maxLength(40)),
  /** Actions waiting in its offline queue. */
  queuedActions: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  /** The restaurant it shows; platform admins name it, staff's is their own. */
  restaurant: z.optional(objectId),
});
export type ScreenHeartbeat = z.infer<typeof screenHeartbeat>;

export const screenItem = z.object({
  screenId: z.string(),
  /** The printer id of its station (null: the whole kitchen), and its name ('' when no such active printer). */
  station: z.nullable(z.string()),
  stationName: z.string(),
  lastSeen: z.string(),
  online: z.boolean(),
  appVersion: z.string(),
  queuedActions: z.number(),
  /** Who signed in on it. */
  user: z.string(),
});
export type ScreenItem = z.infer<typeof screenItem>;

export const stationHealth = z.object({
  id: z.string(),
  name: z.string(),
  /** Online screens that show its lines: its own station screens and the whole-kitchen screens. */
  screensOnline: z.number(),
  printerOnline: z.boolean(),
  /** Neither: its orders reach nobody. */
  unseen: z.boolean(),
  /** Its own screens are all offline: 'Bar screen offline since 12:41, tickets printing'; null otherwise. */
  offline: z.nullable(z.string()),
});
export type StationHealth = z.infer<typeof stationHealth>;

export const screensSchemas = {
  fetch: {
    summary: "A restaurant's kitchen screens (last heartbeat, online, app version, queued actions) and its stations",
    description:
      "A screen is online while its socket is connected and its last heartbeat is under a minute old. A station (an active printer) is `unseen` when no online screen shows it and its printer is not online, and has an `offline` sentence when screens of its own reported and none is online now (since: the last heartbeat, in the restaurant's time).",
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: z.object({ screens: z.array(screenItem), stations: z.array(stationHealth) }) }),
  },
};
