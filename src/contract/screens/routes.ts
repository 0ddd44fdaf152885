/**
 * Kitchen screens' health (beyond the spec): each kitchen screen reports a heartbeat over its socket
 * (`SCREEN_HEARTBEAT_EVENT`, on connect, on every reconnection and every `SCREEN_HEARTBEAT_MS`); the restaurant's
 * Screens list shows them with its stations, and a station nobody can see (no online screen, no online printer) in red.
 */
import { IN_QUERY, routes } from '../route';
import { CONFIG_EDITORS, PRINTING_TAG } from '../restaurant-config/shared';
import type { screensSchemas } from './schemas';

/** The socket event a kitchen screen sends (a `ScreenHeartbeat`), acknowledged with `{ ok }`. */
export const SCREEN_HEARTBEAT_EVENT = 'screen.heartbeat';
/** A page that stops being a kitchen screen (it left the dashboard) says so: `{ screenId }`. */
export const SCREEN_BYE_EVENT = 'screen.bye';
export const SCREEN_HEARTBEAT_MS = 20_000;
/** A screen silent this long (three heartbeats missed) is offline, even if its socket never said goodbye. */
export const SCREEN_OFFLINE_AFTER_MS = 60_000;
/** Where a kitchen screen keeps its id. */
export const SCREEN_ID_KEY = 'kitchen-screen-id';

export const SCREEN_MESSAGES = {
  none: 'No kitchen screen has reported yet. Open the kitchen dashboard on a screen and it shows here.',
  unseen: 'NOT SEEN',
  wholeKitchen: 'Whole kitchen',
} as const;

export const screensRoutes = routes<typeof screensSchemas>()(
  { tag: PRINTING_TAG, auth: CONFIG_EDITORS, restaurantScope: IN_QUERY },
  {
    fetch: { method: 'GET', path: '/restaurant/screens' },
  },
);
