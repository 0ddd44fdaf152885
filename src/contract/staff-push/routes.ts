/**
 * Staff notifications: a restaurant's staff turn on Web Push on their device, so a call from a table reaches their
 * phone with the app closed. Not in the spec. The device's subscription belongs to the session that made it.
 */
import { STAFF_ROLES } from '../roles';
import { routes } from '../route';
import type { staffPushSchemas } from './schemas';

export const STAFF_PUSH_MESSAGES = {
  subscribed: 'Notifications are on for this device',
  unsubscribed: 'Notifications are off for this device',
} as const;

export const staffPushRoutes = routes<typeof staffPushSchemas>()(
  { tag: 'Staff notifications', auth: STAFF_ROLES },
  {
    key: { method: 'GET', path: '/staffpush/key' },
    subscribe: { method: 'POST', path: '/staffpush/subscribe' },
    unsubscribe: { method: 'POST', path: '/staffpush/unsubscribe' },
  },
);
