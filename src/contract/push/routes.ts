/** Push notifications to every customer device: the routes, and the words both sides show. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { pushSchemas } from './schemas';

export const PUSH_PAGE_SIZE = 25;

export const PUSH_MESSAGES = {
  ...crudNotices('push notification', 'No push notifications yet'),
  /** The spec's error catalogue. */
  pushed: 'Successfully pushed push notification!',
} as const;

/** The Message of a push that was not sent because no provider is configured. */
export const notSentMessage = (devices: number) =>
  `Not sent: no push provider is configured. The push to ${devices} device${devices === 1 ? '' : 's'} is recorded in Push Logs.`;

export const pushRoutes = routes<typeof pushSchemas>()(
  { tag: 'Push notifications', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/push/getallpush' },
    add: { method: 'POST', path: '/push/addpush' },
    edit: { method: 'PUT', path: '/push/editpush' },
    delete: { method: 'DELETE', path: '/push/deletepush' },
    send: { method: 'POST', path: '/push/sendpush' },
  },
);
