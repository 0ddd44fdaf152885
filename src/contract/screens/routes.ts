/**
 * Kitchen screens' health (beyond the spec): each kitchen screen reports a heartbeat over its socket
 * (`heartbeat.ts`, on connect, on every reconnection and every 20 s); the restaurant's
 * Screens list shows them with its stations, and a station nobody can see (no online screen, no online printer) in red.
 */
import { IN_QUERY, routes } from '../route';
import { CONFIG_EDITORS, PRINTING_TAG } from '../restaurant-config/editors';
import type { screensSchemas } from './schemas';

export const SCREEN_MESSAGES = {
  none: 'No kitchen screen has reported yet. Open the kitchen dashboard on a screen and it shows here.',
  unseen: 'NOT SEEN',
  wholeKitchen: 'Whole kitchen',
  /** A station whose screens are all offline: since its last heartbeat (restaurant time, HH:mm). */
  offline: (station: string, since: string, printing: boolean) =>
    `${station} screen offline since ${since}${printing ? ', tickets printing' : ''}`,
} as const;

export const screensRoutes = routes<typeof screensSchemas>()(
  { tag: PRINTING_TAG, auth: CONFIG_EDITORS, restaurantScope: IN_QUERY },
  {
    fetch: { method: 'GET', path: '/restaurant/screens' },
  },
);
